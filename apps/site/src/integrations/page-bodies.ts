/**
 * Sets up the page-body renderer (`src/markdown/page-bodies.ts`) with Astro's resolved Markdown
 * settings, renders every body before `astro build` builds a page (on worker threads when there are
 * many to render), and prunes the body cache after.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroMarkdownOptions } from '@astrojs/markdown-remark';
import type { AstroIntegration } from 'astro';
import { timed } from '../lib/build-timing';
import { readSiteCatalogue } from '../lib/load';
import { currentLinkTargets } from '../markdown/link-targets';
import { startBodyWorkers, workerCount } from '../markdown/body-workers';
import { configureBodyRenderer, needsRendering, pruneBodyCache, releaseRenderedBodies, renderAllBodies, rendersBodyOf } from '../markdown/page-bodies';
import { markdownSettings } from '../markdown/settings';

/** Below this many bodies to render, starting the workers (about a second) does not pay. */
const WORKERS_FROM = 100;

/** Packages whose version shapes the HTML of a body. */
const RENDERING_PACKAGES = ['astro', '@astrojs/markdown-remark', 'shiki'];

/**
 * Changes when anything that shapes a body's HTML changes: our Markdown code (`src/markdown/`, and the demos in `src/demos/` whose source bodies show), the
 * versions of the packages that render it, and the settings (plugins by name, Shiki options).
 */
function markdownFingerprint(siteRoot: string, markdown: AstroMarkdownOptions): string {
  const hash = createHash('sha256');
  // The demos' sources are shown in the bodies that embed them.
  for (const dir of [path.join(siteRoot, 'src', 'markdown'), path.join(siteRoot, 'src', 'demos')]) {
    for (const file of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
      hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  }
  const require = createRequire(path.join(siteRoot, 'package.json'));
  for (const name of RENDERING_PACKAGES) {
    let version = 'absent';
    try {
      version = (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
    } catch {
      // A package that exports no package.json: its resolved entry's path carries the version under pnpm.
      version = require.resolve(name);
    }
    hash.update(`${name}@${version}`);
  }
  hash.update(JSON.stringify(markdown, (_key, value: unknown) => (typeof value === 'function' ? `fn:${value.name}` : value)));
  return hash.digest('hex');
}

/** Workers rebuild the site's own plugins; any plugin another integration added would be missing there. */
function workersRenderAlike(markdown: AstroMarkdownOptions, contentDir: string): boolean {
  const own = markdownSettings(contentDir);
  return (markdown.remarkPlugins ?? []).length === (own.remarkPlugins ?? []).length && (markdown.rehypePlugins ?? []).length === 0;
}

export function pageBodiesIntegration(contentDir: string): AstroIntegration {
  let settings: { markdown: AstroMarkdownOptions; siteRoot: string; cacheDir: string } | undefined;
  return {
    name: 'docs:page-bodies',
    hooks: {
      'astro:config:done': ({ config }) => {
        // As Astro's content layer builds its processor: the image settings, then the Markdown ones.
        const markdown = { image: config.image, ...config.markdown } as AstroMarkdownOptions;
        const siteRoot = fileURLToPath(config.root);
        settings = { markdown, siteRoot, cacheDir: fileURLToPath(config.cacheDir) };
        configureBodyRenderer({
          markdown,
          cacheDir: path.join(settings.cacheDir, 'docs-page-bodies'),
          fingerprint: markdownFingerprint(siteRoot, markdown),
          linkTargets: () => currentLinkTargets(contentDir),
        });
      },
      'astro:build:start': async ({ logger }) => {
        const loaded = await readSiteCatalogue(contentDir);
        const pages = loaded.pages.filter(rendersBodyOf);
        const toRender = (await Promise.all(pages.map(needsRendering))).filter(Boolean).length;
        const count = workerCount();
        const parallel = settings !== undefined && toRender >= WORKERS_FROM && count > 1 && workersRenderAlike(settings.markdown, contentDir);
        logger.info(`${toRender} of ${pages.length} page bodies to render${parallel ? ` on ${count} worker threads` : ''}; the rest come from the cache`);
        const workers = parallel ? await startBodyWorkers({ ...settings!, bundleDir: settings!.cacheDir, contentDir, count }) : undefined;
        try {
          // Two bodies per worker in flight, so none waits for the next message.
          await timed('page bodies: render all', () => renderAllBodies(pages, workers?.render, { lanes: workers ? 2 * count : 4 }));
        } finally {
          await workers?.close();
        }
        releaseRenderedBodies();
      },
      'astro:build:done': () => pruneBodyCache(),
    },
  };
}
