/**
 * Sets up the page-body renderer (`src/markdown/page-bodies.ts`) with the site's Markdown settings
 * (`src/markdown/settings.ts`), renders every body from the build's start (on worker threads when
 * there are many to render, as `src/markdown/body-scheduler.ts` plans, while the rest of the build
 * goes on), stops the build before the server build on a broken link or an unknown demo, so every
 * one is reported before a page is written, and prunes the body cache after.
 */
import { fileURLToPath } from 'node:url';
import { createShikiHighlighter } from '@astrojs/markdown-remark';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../config/resolve';
import { timed } from '../lib/build-timing';
import { readSiteCatalogue } from '../lib/load';
import { LANES_IN_PROCESS, planRendering, renderEvery } from '../markdown/body-scheduler';
import { startBodyWorkers } from '../markdown/body-workers';
import { createBodyChecker } from '../markdown/body-processor';
import { renderBody } from '../markdown/body-renderer';
import {
  awaitRendering,
  configureBodyRenderer,
  expectBodies,
  needsRendering,
  pageBody,
  settleBodyCache,
  releaseRenderedBodies,
  renderingStarted,
} from '../markdown/page-bodies';
import { siteBodyRenderer } from '../markdown/site-body-renderer';

/** `bodyWorkers`: how many worker threads a build may render bodies on (see `workerCount`). */
export function pageBodiesIntegration({ contentDir, bodyWorkers: workers }: SiteConfig): AstroIntegration {
  let command: string | undefined;
  /** What finds the writer's mistakes in the bodies this build renders: the parse alone (workers), or the rendering itself (this thread). */
  let checked: Promise<void> | undefined;
  return {
    name: 'docs:page-bodies',
    hooks: {
      'astro:config:setup': ({ command: started }) => {
        command = started;
      },
      // The bodies start as soon as the settings are known: on worker threads, not awaited, they render
      // while this thread syncs content, builds the server bundle and the demos, and renders pages,
      // each of which waits for its own body. The writer's mistakes (broken links, unknown demos) are
      // found first, by parsing alone, so a build stops on them before any page is written.
      'astro:config:done': async ({ config, logger }) => {
        // Made here, not with the config: its timers exist only once the build's phases are recorded.
        const siteRoot = fileURLToPath(config.root);
        const cacheDir = fileURLToPath(config.cacheDir);
        const settings = siteBodyRenderer({ siteRoot, cacheDir, contentDir });
        const { markdown } = settings;
        // Imported with the config: Astro's config cannot import modules later.
        configureBodyRenderer({ ...settings, loadHighlighter: async () => ({ createShikiHighlighter }) });
        if (command !== 'build') return;
        const { pages } = await readSiteCatalogue(contentDir);
        const toRender = (await Promise.all(pages.map(async (page) => ((await needsRendering(page)) ? [page] : [])))).flat();
        const plan = planRendering({ toRender: toRender.length, workers });
        logger.info(
          `${toRender.length} of ${pages.length} page bodies to render${plan.where === 'workers' ? ` on ${plan.workers} worker thread(s), beside the rest of the build` : ''}; the rest come from the cache`,
        );
        if (plan.where === 'workers') {
          const checker = createBodyChecker(markdown);
          checked = timed('page bodies: checked', () => renderEvery(toRender, (page) => renderBody(checker, page), LANES_IN_PROCESS));
          checked.catch(() => undefined);
        }
        // Each body is on disk once rendered, and its page reads it back: otherwise every body stays in
        // memory until the last is rendered, near the end of the page render (9,990 bodies, 107 MB as JSON, at 10×).
        releaseRenderedBodies();
        const rendered = expectBodies(pages);
        const rendering = timed('page bodies: render all', async () => {
          const pool =
            plan.where === 'workers'
              ? await startBodyWorkers({ siteRoot, bundleDir: cacheDir, linkTargets: await markdown.linkTargets(), count: plan.workers })
              : undefined;
          try {
            await renderEvery(
              pages,
              (page) =>
                pageBody(page, pool?.render).then(
                  () => rendered(page),
                  (error: unknown) => {
                    rendered(page, error);
                    throw error;
                  },
                ),
              plan.lanes,
            );
          } finally {
            await pool?.close();
          }
        });
        renderingStarted(rendering);
        // On this thread the rendering is its own check: awaited before the server build.
        checked ??= rendering;
      },
      // Before the server build: a writer's mistake stops the build here, before a page is written.
      'astro:build:start': async () => {
        if (checked) await checked;
      },
      // Every page has its body by now; a body no page asked for is still awaited, so nothing is pruned while it renders.
      'astro:build:done': async () => {
        await awaitRendering();
        await settleBodyCache();
      },
    },
  };
}
