/**
 * Sets up the page-body renderer (`src/markdown/page-bodies.ts`) with the site's Markdown settings
 * (`src/markdown/settings.ts`), renders every body before `astro build` builds a page (on worker threads when there are
 * many to render, as `src/markdown/body-scheduler.ts` plans), and prunes the body cache after.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../config/resolve';
import { timed } from '../lib/build-timing';
import { readSiteCatalogue } from '../lib/load';
import { diskBodyCache, markdownFingerprint } from '../markdown/body-cache';
import { planRendering, renderEvery } from '../markdown/body-scheduler';
import { startBodyWorkers } from '../markdown/body-workers';
import { currentLinkTargets } from '../markdown/link-targets';
import { configureBodyRenderer, needsRendering, pageBody, pruneBodyCache, releaseRenderedBodies } from '../markdown/page-bodies';
import { markdownSettings, type BodySettings } from '../markdown/settings';

/** `bodyWorkers`: how many worker threads a build may render bodies on (see `workerCount`). */
export function pageBodiesIntegration({ contentDir, bodyWorkers: workers }: SiteConfig): AstroIntegration {
  let settings: { markdown: BodySettings; siteRoot: string; cacheDir: string } | undefined;
  const linkTargets = () => currentLinkTargets(contentDir);
  return {
    name: 'docs:page-bodies',
    hooks: {
      'astro:config:done': ({ config }) => {
        // Made here, not with the config: its timers exist only once the build's phases are recorded.
        const markdown = markdownSettings(contentDir, linkTargets);
        const siteRoot = fileURLToPath(config.root);
        settings = { markdown, siteRoot, cacheDir: fileURLToPath(config.cacheDir) };
        configureBodyRenderer({
          markdown,
          cache: diskBodyCache(path.join(settings.cacheDir, 'docs-page-bodies')),
          fingerprint: markdownFingerprint(siteRoot, markdown),
        });
      },
      'astro:build:start': async ({ logger }) => {
        if (!settings) throw new Error('astro:build:start ran before astro:config:done');
        const { pages } = await readSiteCatalogue(contentDir);
        const toRender = (await Promise.all(pages.map(needsRendering))).filter(Boolean).length;
        const plan = planRendering({ toRender, workers });
        logger.info(
          `${toRender} of ${pages.length} page bodies to render${plan.where === 'workers' ? ` on ${plan.workers} worker threads` : ''}; the rest come from the cache`,
        );
        const pool =
          plan.where === 'workers'
            ? await startBodyWorkers({ ...settings, bundleDir: settings.cacheDir, contentDir, linkTargets: await linkTargets(), count: plan.workers })
            : undefined;
        try {
          await timed('page bodies: render all', () => renderEvery(pages, (page) => pageBody(page, pool?.render), plan.lanes));
        } finally {
          await pool?.close();
        }
        releaseRenderedBodies();
      },
      'astro:build:done': () => pruneBodyCache(),
    },
  };
}
