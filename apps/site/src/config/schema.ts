/**
 * What the site's settings may be: the fields of `docs.config.ts` and the environment variables
 * that override them for one build. `resolve.ts` checks both against these once, in astro.config.ts.
 */
import { z } from 'astro/zod';

const IdentitySchema = z
  .object({
    name: z.string().min(1),
    summary: z.string().min(1),
    /** The names readers know the sidebars by ("API"), keyed by the catalogue's sidebar names. */
    sidebarLabels: z.record(z.string().min(1)),
  })
  .strict();

/** `docs.config.ts`: paths are relative to the site's folder. */
export const DocsConfigSchema = z
  .object({
    identity: IdentitySchema,
    /** Where the site is served when `SITE_URL` says nothing else: `astro dev`, `pnpm start`, the CLI's `--site-url`. */
    siteUrl: z.string().url('an absolute URL is expected'),
    contentDir: z.string().min(1).default('src/content'),
    /** The "Edit this page" base (`…/edit/main/apps/site/`); without it, the package.json `repository` gives it. */
    editUrl: z.string().url('an absolute URL is expected').optional(),
    apiReference: z
      .object({ enabled: z.boolean().default(true), dataDir: z.string().min(1).optional() })
      .strict()
      .default({}),
    /** Worker threads for page bodies; without it one per core, at most four. */
    bodyWorkers: z.number().int().min(0).optional(),
    /** Pages per part of the search index (see src/build/search-parts.ts); the default keeps Pagefind near 650 MB. */
    searchPagesPerPart: z.number().int().min(1).optional(),
  })
  .strict();

/** An empty variable (a CI variable that is not set) counts as none. */
const blankIsNone = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** The environment overrides, each one field of the config; other variables are ignored. */
export const EnvOverridesSchema = z.object({
  SITE_URL: blankIsNone(z.string().url('an absolute URL is expected')),
  DOCS_CONTENT_DIR: blankIsNone(z.string()),
  DOCS_API_REFERENCE: blankIsNone(z.enum(['on', 'off'], { errorMap: () => ({ message: '"on" or "off" is expected' }) })),
  DOCS_API_DATA_DIR: blankIsNone(z.string()),
  DOCS_EDIT_URL: blankIsNone(z.string().trim().url('an absolute URL is expected')),
  DOCS_BODY_WORKERS: blankIsNone(z.string().trim().regex(/^\d+$/, 'a whole number of 0 or more is expected').transform(Number)),
  DOCS_SEARCH_PAGES_PER_PART: blankIsNone(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d*$/, 'a whole number of 1 or more is expected')
      .transform(Number),
  ),
  DOCS_BUILD_PHASES: blankIsNone(z.string()),
});

/** What `docs.config.ts` is written as (defaults may be left out). */
export type DocsConfigInput = z.input<typeof DocsConfigSchema>;
export type DocsConfig = z.output<typeof DocsConfigSchema>;
export type EnvOverrides = z.output<typeof EnvOverridesSchema>;
