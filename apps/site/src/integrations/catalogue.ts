/**
 * The catalogue in the Astro process. `astro build` reads it, and checks the API reference data
 * against it, before any page, and stops on errors, each printed once and without a stack trace;
 * `astro dev` keeps serving and follows the files (`catalogue-watch.ts`).
 */
import { hasErrors, problemLine } from '@docs/catalogue';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../config/resolve';
import { ApiReferenceError, checkApiReference } from '../lib/api-reference';
import { readSiteCatalogue, warningsOf } from '../lib/load';
import { CatalogueError } from '../lib/problems';
import { watchCatalogue } from './catalogue-watch';

export function catalogueIntegration({ contentDir, apiReference }: SiteConfig): AstroIntegration {
  return {
    name: 'docs:catalogue',
    hooks: {
      'astro:config:setup': async ({ command, logger }) => {
        if (command !== 'build') return;
        const loaded = await readSiteCatalogue(contentDir);
        for (const warning of warningsOf(loaded)) logger.warn(problemLine(warning));
        if (hasErrors(loaded.problems)) throw new CatalogueError(loaded.problems, contentDir);
        if (!apiReference.enabled) return;
        const { problems } = checkApiReference(loaded, apiReference.dataDir);
        for (const warning of problems.filter((problem) => problem.severity === 'warning')) logger.warn(problemLine(warning));
        if (hasErrors(problems)) throw new ApiReferenceError(problems, contentDir);
      },
      'astro:server:setup': ({ server, logger }) => watchCatalogue(server, contentDir, logger),
    },
  };
}
