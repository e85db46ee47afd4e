/**
 * Writes every page's Markdown twin (`src/markdown/markdown-twins.ts`) once Astro has rendered the
 * pages, with the catalogue and the API reference the pages loaded (both shared on globalThis). A
 * build that fails here leaves no output behind. In `astro dev`, the route serves the twins at the
 * address the pages link, `/docs/<id>.md`.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../config/resolve';
import { writeTwinReferences } from '../build/record';
import { removeBuildOutput } from '../lib/build-output';
import { timed } from '../lib/build-timing';
import { writeMarkdownTwins } from '../markdown/markdown-twins';

/** `/docs/<id>.md`, with its query if any. */
const TWIN_ADDRESS = /^(\/docs\/.+\.md)(\?.*)?$/;

export function markdownTwinsIntegration(config: SiteConfig): AstroIntegration {
  return {
    name: 'docs:markdown-twins',
    hooks: {
      // With `trailingSlash: 'always'` the dev server answers a route only at `/docs/<id>.md/`; the
      // pages link `/docs/<id>.md`, the file a build writes.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, _response, next) => {
          if (request.url && TWIN_ADDRESS.test(request.url)) request.url = request.url.replace(TWIN_ADDRESS, '$1/$2');
          next();
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        try {
          const presentations = await timed('markdown twins: written', () => writeMarkdownTwins(config, outDir));
          await writeTwinReferences(config.cacheDir, outDir, presentations);
          logger.info('Markdown twins written');
        } catch (error) {
          await removeBuildOutput(outDir);
          throw error;
        }
      },
    },
  };
}
