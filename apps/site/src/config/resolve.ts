/**
 * The site's settings, checked once: `docs.config.ts` with the environment's overrides, into one
 * frozen SiteConfig that astro.config.ts hands to the integrations and, through the virtual module
 * `virtual:docs/config` (`virtual-module.ts`), to the pages. A bad value stops the build with one
 * line naming the field or variable and the value.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { showValue, valueAt } from '@docs/catalogue';
import type { z } from 'astro/zod';
import docsConfig from '../../docs.config';
import { editBaseOf, type Repository } from '../lib/edit-link';
import { PAGES_PER_PART } from '../build/search-parts';
import { workerCount } from '../markdown/body-scheduler';
import type { DocsIdentity } from './identity';
import { DocsConfigSchema, EnvOverridesSchema } from './schema';

/** The site's own folder: relative paths of the config and the environment are read from here. */
export const SITE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type SiteConfig = Readonly<{
  identity: DocsIdentity;
  /** The public address: `SITE_URL`, else the config's `siteUrl`. */
  siteUrl: string;
  siteRoot: string;
  /** Where builds keep what outlives them (Astro's cache, rendered bodies, the last build's record): `node_modules/.astro` of the site. */
  cacheDir: string;
  /** Absolute: `DOCS_CONTENT_DIR`, else the config's `contentDir`. */
  contentDir: string;
  /** The URL the site's folder is edited at, ending in `/`; undefined: no "Edit this page" links. */
  editBase?: string;
  /** `dataDir` absolute, or undefined for the data of `@docs/api-reference` itself. */
  apiReference: Readonly<{ enabled: boolean; dataDir?: string }>;
  bodyWorkers: number;
  /** Pages per part of the search index: `DOCS_SEARCH_PAGES_PER_PART`, else the config's, else `PAGES_PER_PART`. */
  searchPagesPerPart: number;
  /** The JSON file `DOCS_BUILD_PHASES` names; undefined: no build instrumentation. */
  buildPhasesFile?: string;
}>;

/** A setting with a bad value: the reader's to fix, so no stack trace. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
    this.stack = '';
  }
}

/** One line per problem: where, what is expected, and the value given. */
function issuesOf(error: z.ZodError, input: unknown, where: (keys: readonly PropertyKey[]) => string): string[] {
  const line = (keys: readonly PropertyKey[], message: string) => {
    const value = valueAt(input, keys);
    return `${where(keys)}: ${message} (got ${value === undefined ? 'nothing' : showValue(value)})`;
  };
  // A misspelt field is named itself, not its parent object.
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => line([...issue.path, key], 'no such setting')) : [line(issue.path, issue.message)],
  );
}

export type ResolveContext = { siteRoot: string; repository?: Repository; cores: number };

/** `file` (the config as written) with `env`'s overrides, checked; throws a ConfigError listing every bad value. */
export function resolveSiteConfig(file: unknown, env: Readonly<Record<string, string | undefined>>, context: ResolveContext): SiteConfig {
  const fromFile = DocsConfigSchema.safeParse(file);
  const fromEnv = EnvOverridesSchema.safeParse(env);
  const problems = [
    ...(fromFile.success ? [] : issuesOf(fromFile.error, file, (keys) => `docs.config.ts ${keys.join('.')}`)),
    ...(fromEnv.success ? [] : issuesOf(fromEnv.error, env, (keys) => keys.join('.'))),
  ];
  if (!fromFile.success || !fromEnv.success) throw new ConfigError(`The site's settings are not valid:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  const config = fromFile.data;
  const overrides = fromEnv.data;
  const fromSite = (relative: string) => path.resolve(context.siteRoot, relative);
  const dataDir = overrides.DOCS_API_DATA_DIR ?? config.apiReference.dataDir;
  return Object.freeze({
    identity: Object.freeze({ ...config.identity, sidebarLabels: Object.freeze({ ...config.identity.sidebarLabels }) }),
    siteUrl: overrides.SITE_URL ?? config.siteUrl,
    siteRoot: context.siteRoot,
    cacheDir: path.join(context.siteRoot, 'node_modules', '.astro'),
    contentDir: fromSite(overrides.DOCS_CONTENT_DIR ?? config.contentDir),
    editBase: editBaseOf(context.repository, overrides.DOCS_EDIT_URL ?? config.editUrl),
    apiReference: Object.freeze({
      enabled: overrides.DOCS_API_REFERENCE === undefined ? config.apiReference.enabled : overrides.DOCS_API_REFERENCE === 'on',
      dataDir: dataDir === undefined ? undefined : fromSite(dataDir),
    }),
    bodyWorkers: workerCount(overrides.DOCS_BODY_WORKERS ?? config.bodyWorkers, context.cores),
    searchPagesPerPart: overrides.DOCS_SEARCH_PAGES_PER_PART ?? config.searchPagesPerPart ?? PAGES_PER_PART,
    buildPhasesFile: overrides.DOCS_BUILD_PHASES,
  });
}

/** This site's settings: its `docs.config.ts` and package.json `repository`, with `env`'s overrides. */
export function loadSiteConfig(env: Readonly<Record<string, string | undefined>>): SiteConfig {
  const { repository } = JSON.parse(readFileSync(path.join(SITE_ROOT, 'package.json'), 'utf8')) as { repository?: Repository };
  return resolveSiteConfig(docsConfig, env, { siteRoot: SITE_ROOT, repository, cores: availableParallelism() });
}
