/**
 * `defineDocsConfig` types `docs.config.ts` and returns it as written; `resolve.ts` checks it. Only a
 * type comes from the schema, so the CLI can bundle the config file without Astro.
 */
import type { DocsConfigInput } from './schema';

export function defineDocsConfig(config: DocsConfigInput): DocsConfigInput {
  return config;
}
