/**
 * The settings of every page body: where the demos are, what links may point at, and how code is
 * highlighted. The page-bodies integration and the body-rendering workers (`body-worker.ts`) both
 * build them here, so the two render alike; each passes where its link targets come from (the live
 * catalogue, or the parent's copy).
 */
import path from 'node:path';
import type { ShikiTransformer, ThemeRegistration } from 'shiki';
import { CODE_THEME, COMPACT_TOKENS, WHOLE_LINES } from './code-themes.js';
import type { LiveDocLinksOptions } from './doc-links.js';

export type BodySettings = {
  /** The folder of the demo files (`src/demos`), whose sources the pages that embed them show. */
  demosDir: string;
  /** Asked for each body, so in dev links to a page added while the server runs resolve. */
  linkTargets: LiveDocLinksOptions;
  shiki: { theme: ThemeRegistration; transformers: ShikiTransformer[] };
};

/** `siteRoot`: the site's folder, whose `src/demos/` holds the demos (site code, wherever the content lives). */
export function markdownSettings(siteRoot: string, linkTargets: LiveDocLinksOptions): BodySettings {
  return {
    demosDir: path.join(siteRoot, 'src', 'demos'),
    linkTargets,
    // Only what shapes the HTML: the settings are part of every cached body's key, and timing (`shikiTimers`) is added by the processor.
    shiki: { theme: CODE_THEME, transformers: [WHOLE_LINES, COMPACT_TOKENS] },
  };
}
