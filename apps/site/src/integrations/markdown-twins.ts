/**
 * Writes every page's Markdown twin (`src/markdown/markdown-twins.ts`) once Astro has rendered the
 * pages, with the catalogue and the API reference the pages loaded (both shared on globalThis). A
 * build that fails here leaves no output behind.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../config/resolve';
import { removeBuildOutput } from '../lib/build-output';
import { timed } from '../lib/build-timing';
import { writeMarkdownTwins } from '../markdown/markdown-twins';

export function markdownTwinsIntegration(config: SiteConfig): AstroIntegration {
  return {
    name: 'docs:markdown-twins',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        try {
          const written = await timed('markdown twins: written', () => writeMarkdownTwins(config, outDir));
          logger.info(`${written} Markdown twins written`);
        } catch (error) {
          await removeBuildOutput(outDir);
          throw error;
        }
      },
    },
  };
}
