/**
 * The body renderer's settings for this site: its Markdown settings, links checked against the
 * catalogue in `contentDir` as it is now, and the disk cache under Astro's cache folder, one folder
 * per content folder (a build prunes what it did not use, which must not be another catalogue's bodies). A build and
 * a rebuild of a few pages (`src/build/`) configure it here, so both render and find bodies alike.
 */
import path from 'node:path';
import { sha256 } from '../lib/fingerprint.js';
import { diskBodyCache, markdownFingerprint } from './body-cache.js';
import { currentLinkTargets } from './link-targets.js';
import type { BodyRendererSettings } from './page-bodies.js';
import { markdownSettings } from './settings.js';

export function siteBodyRenderer({ siteRoot, cacheDir, contentDir }: { siteRoot: string; cacheDir: string; contentDir: string }): BodyRendererSettings {
  const markdown = markdownSettings(siteRoot, () => currentLinkTargets(contentDir));
  return {
    markdown,
    cache: diskBodyCache(path.join(cacheDir, 'docs-page-bodies', sha256(path.resolve(contentDir)).slice(0, 16))),
    fingerprint: markdownFingerprint(siteRoot, markdown),
  };
}
