/**
 * Sets up the page-body renderer (`src/markdown/page-bodies.ts`) with the site's Markdown settings
 * (`src/markdown/settings.ts`), renders every body while Astro builds the server bundle (on worker
 * threads when there are many to render, as `src/markdown/body-scheduler.ts` plans), waits for them
 * before the client build, so every broken link is reported before a page is written, and prunes
 * the body cache after.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../config/resolve';
import { removeBuildOutput } from '../lib/build-output';
import { timed } from '../lib/build-timing';
import { readSiteCatalogue } from '../lib/load';
import { diskBodyCache, markdownFingerprint } from '../markdown/body-cache';
import { planRendering, renderEvery } from '../markdown/body-scheduler';
import { startBodyWorkers } from '../markdown/body-workers';
import { currentLinkTargets } from '../markdown/link-targets';
import {
  awaitRendering,
  configureBodyRenderer,
  needsRendering,
  pageBody,
  pruneBodyCache,
  releaseRenderedBodies,
  renderingStarted,
} from '../markdown/page-bodies';
import { markdownSettings, type BodySettings } from '../markdown/settings';

/** `bodyWorkers`: how many worker threads a build may render bodies on (see `workerCount`). */
export function pageBodiesIntegration({ contentDir, bodyWorkers: workers }: SiteConfig): AstroIntegration {
  let settings: { markdown: BodySettings; siteRoot: string; cacheDir: string; outDir: string } | undefined;
  return {
    name: 'docs:page-bodies',
    hooks: {
      'astro:config:done': ({ config }) => {
        // Made here, not with the config: its timers exist only once the build's phases are recorded.
        const markdown = markdownSettings(fileURLToPath(config.root), () => currentLinkTargets(contentDir));
        const siteRoot = fileURLToPath(config.root);
        settings = { markdown, siteRoot, cacheDir: fileURLToPath(config.cacheDir), outDir: fileURLToPath(config.outDir) };
        configureBodyRenderer({
          markdown,
          cache: diskBodyCache(path.join(settings.cacheDir, 'docs-page-bodies')),
          fingerprint: markdownFingerprint(siteRoot, markdown),
        });
      },
      // On worker threads, started here and not awaited: they render while this thread builds the
      // server bundle. On this thread there is nothing to overlap, so a failure stops the build here.
      'astro:build:start': async ({ logger }) => {
        if (!settings) throw new Error('astro:build:start ran before astro:config:done');
        const { pages } = await readSiteCatalogue(contentDir);
        const toRender = (await Promise.all(pages.map(needsRendering))).filter(Boolean).length;
        const plan = planRendering({ toRender, workers });
        logger.info(
          `${toRender} of ${pages.length} page bodies to render${plan.where === 'workers' ? ` on ${plan.workers} worker thread(s), beside the server build` : ''}; the rest come from the cache`,
        );
        const { markdown, siteRoot, cacheDir } = settings;
        const rendering = timed('page bodies: render all', async () => {
          const pool =
            plan.where === 'workers'
              ? await startBodyWorkers({ siteRoot, bundleDir: cacheDir, linkTargets: await markdown.linkTargets(), count: plan.workers })
              : undefined;
          try {
            await renderEvery(pages, (page) => pageBody(page, pool?.render), plan.lanes);
          } finally {
            await pool?.close();
          }
          releaseRenderedBodies();
        });
        renderingStarted(rendering);
        if (plan.where === 'this thread') await rendering;
      },
      // Before the client build, the last step before pages are written: a body that failed stops the
      // build here, and what the server build wrote goes too, so a failed build leaves no half site.
      'astro:build:setup': async ({ target }) => {
        if (target !== 'client' || !settings) return;
        try {
          await timed('page bodies: waited for', awaitRendering);
        } catch (error) {
          await removeBuildOutput(settings.outDir);
          throw error;
        }
      },
      'astro:build:done': () => pruneBodyCache(),
    },
  };
}
