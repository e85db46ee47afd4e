/**
 * The site's Markdown settings: the remark plugins and the code highlighting of every body. Astro's
 * config and the body-rendering workers (`body-worker.ts`) both build them here, so the two render
 * alike; each passes where its link targets come from (the live catalogue, or the parent's copy).
 */
import path from 'node:path';
import type { AstroUserConfig } from 'astro';
import remarkDirective from 'remark-directive';
import { CODE_THEME, COMPACT_TOKENS, WHOLE_LINES } from './code-themes.js';
import { shikiTimers, timedRemarkPlugins } from './markdown-timing.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkCodeTitles } from './remark-code-titles.js';
import { remarkDemos } from './remark-demos.js';
import { remarkDocLinks, type LiveDocLinksOptions } from './remark-doc-links.js';
import { remarkHeadingAnchors } from './remark-heading-anchors.js';
import { remarkInstallTabs } from './remark-install-tabs.js';

type MarkdownSettings = NonNullable<AstroUserConfig['markdown']>;

/** `linkTargets` is asked for each body, so in dev links to a page added while the server runs resolve. */
export function markdownSettings(contentDir: string, linkTargets: LiveDocLinksOptions): MarkdownSettings {
  return {
    remarkPlugins: timedRemarkPlugins([
      remarkDirective,
      // Before the admonitions, which turn any other directive back into text; before the code
      // titles, since a demo adds a titled block of its source.
      [remarkDemos, { demosDir: path.resolve(contentDir, '..', 'demos') }],
      remarkAdmonitions,
      remarkCodeTitles,
      remarkInstallTabs,
      [remarkDocLinks, linkTargets],
      remarkHeadingAnchors,
    ]),
    shikiConfig: { theme: CODE_THEME, transformers: [WHOLE_LINES, COMPACT_TOKENS, ...shikiTimers('markdown')] },
  };
}
