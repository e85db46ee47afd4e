/**
 * The data model of the generated API reference: zod schemas and the types inferred from them.
 * `data/api.json` is written by the extractor and read by the site; both go through `ApiDataSchema`.
 */
import { z } from 'zod';

/** What an export is, as a reader thinks of it (not as TypeScript declares it). */
export const EXPORT_KINDS = ['function', 'component', 'hook', 'class', 'type', 'constant'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** A property of an options object or props type, read through the type checker. */
export type Member = {
  name: string;
  /** The type as the checker prints it, without the `| undefined` that optionality adds. */
  type: string;
  optional: boolean;
  /** From an `@default` tag, or the renderer's option map; absent when neither states one. */
  default?: string;
  deprecated?: boolean;
  /** The members of an object-typed member, one level deep (spring's `config`, `chromiumOptions`). */
  members?: Member[];
};

export const MemberSchema: z.ZodType<Member> = z.lazy(() =>
  z
    .object({
      name: z.string().min(1),
      type: z.string(),
      optional: z.boolean(),
      default: z.string().optional(),
      deprecated: z.boolean().optional(),
      members: z.array(MemberSchema).optional(),
    })
    .strict(),
);

export const ParameterSchema = z
  .object({
    name: z.string().min(1),
    type: z.string(),
    optional: z.boolean(),
    rest: z.boolean().optional(),
    /** Set when the parameter is an options object whose members are worth a table. */
    members: z.array(MemberSchema).optional(),
    /** How many members come from React's or the DOM's types (HTML attributes): counted, not listed. */
    inheritedMembers: z.number().int().positive().optional(),
  })
  .strict();
export type Parameter = z.infer<typeof ParameterSchema>;

export const SignatureSchema = z
  .object({
    /** `renderMedia(options: RenderMediaOptions): Promise<…>` as the checker prints it. */
    text: z.string(),
    typeParameters: z.array(z.string()).optional(),
    parameters: z.array(ParameterSchema),
    returns: z.string(),
  })
  .strict();
export type Signature = z.infer<typeof SignatureSchema>;

/** A deprecation as facts only: the replacement's name, never the package's own prose. */
export const DeprecationSchema = z
  .object({
    replacement: z.object({ package: z.string(), name: z.string().optional() }).strict().optional(),
  })
  .strict();
export type Deprecation = z.infer<typeof DeprecationSchema>;

export const ApiExportSchema = z
  .object({
    package: z.string(),
    name: z.string(),
    /** The module specifier that exports it: the package name or a subpath (`@remotion/renderer/client`). */
    module: z.string(),
    kind: z.enum(EXPORT_KINDS),
    signatures: z.array(SignatureSchema),
    /** A type's own members, or a component's props. */
    members: z.array(MemberSchema).optional(),
    inheritedMembers: z.number().int().positive().optional(),
    /** A type alias or constant as the checker prints it, when it has no members to list. */
    typeText: z.string().optional(),
    deprecated: DeprecationSchema.optional(),
  })
  .strict();
export type ApiExport = z.infer<typeof ApiExportSchema>;

/** Which version of a package the data was extracted from, and why that one. */
export const PackagePinSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pinned'), version: z.string() }).strict(),
  z.object({ status: z.literal('older'), version: z.string(), newestOnRegistry: z.string() }).strict(),
  z.object({ status: z.literal('unpublished') }).strict(),
]);
export type PackagePin = z.infer<typeof PackagePinSchema>;

export const CliFlagSchema = z
  .object({
    flag: z.string(),
    /** The option's name in the Node.js APIs (`ssrName`), where it has one. */
    apiName: z.string().optional(),
    type: z.string(),
    default: z.string().optional(),
  })
  .strict();
export type CliFlag = z.infer<typeof CliFlagSchema>;

export const ApiDataSchema = z
  .object({
    generatedBy: z.string(),
    pinnedVersion: z.string(),
    packages: z.record(z.string(), PackagePinSchema),
    /** Keyed by `exportKey(package, name)`. */
    exports: z.record(z.string(), ApiExportSchema),
    /** The renderer's option map: flags grouped by the API function that takes them (`renderMedia`, `renderStill`, …). */
    cliFlagGroups: z.record(z.string(), z.array(CliFlagSchema)),
  })
  .strict();
export type ApiData = z.infer<typeof ApiDataSchema>;

/** The one way to key an export in the data. */
export function exportKey(packageName: string, name: string): string {
  return `${packageName}#${name}`;
}
