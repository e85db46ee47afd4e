/**
 * The committed overrides (`data/overrides.yaml`): what the sidebar category and the page id cannot
 * tell. Each page entry is exactly one of: an export elsewhere, the reason it documents no export,
 * the renderer option groups whose flags a CLI command page lists, or the package whose types it lists.
 */
import { z } from 'zod';
import { exportKey, type ApiExport } from './schema.js';

const ExportTargetSchema = z.object({ package: z.string().min(1), export: z.string().min(1) }).strict();
const NotAnExportSchema = z.object({ notAnExport: z.string().min(10, 'say why in a sentence') }).strict();
const CliFlagsSchema = z.object({ cliFlags: z.array(z.string().min(1)).min(1) }).strict();
/** A package's types page: every exported type of the package, one section (and anchor) each. */
const TypesOfSchema = z.object({ typesOf: z.string().min(1) }).strict();

export const PageOverrideSchema = z.union([ExportTargetSchema, NotAnExportSchema, CliFlagsSchema, TypesOfSchema]);
export type PageOverride = z.infer<typeof PageOverrideSchema>;

/** A replacement the `@deprecated` tag names in words the extractor cannot match (another library), or names wrongly (the tag of Cloud Run's `getSites` names Lambda's). */
export const ReplacementOverrideSchema = z.object({ package: z.string().min(1), name: z.string().min(1).optional() }).strict();
export type ReplacementOverride = z.infer<typeof ReplacementOverrideSchema>;

export const OverridesSchema = z
  .object({
    /** Top-level apiSidebar categories that are not a package name, and the package they document. */
    categories: z.record(z.string(), z.string()).default({}),
    pages: z.record(z.string(), PageOverrideSchema).default({}),
    /** Keyed by `package#export`. */
    replacements: z.record(z.string(), ReplacementOverrideSchema).default({}),
  })
  .strict();
export type Overrides = z.infer<typeof OverridesSchema>;

/** Which of the four a page override is. */
export function overrideKind(override: PageOverride): 'export' | 'not-an-export' | 'cli-flags' | 'types' {
  if ('export' in override) return 'export';
  if ('notAnExport' in override) return 'not-an-export';
  if ('typesOf' in override) return 'types';
  return 'cli-flags';
}

/** What a deprecated export is replaced by: the overrides' word first (they correct the tag), else the tag's. */
export function replacementOfExport(found: ApiExport, overrides: Overrides): ReplacementOverride | undefined {
  return overrides.replacements[exportKey(found.package, found.name)] ?? found.deprecated?.replacement;
}
