/**
 * The data model of the generated API reference: zod schemas and the types inferred from them.
 * `data/api.json` is written by the extractor and read by the site; both go through `ApiDataSchema`.
 */
import { z } from 'zod';

/** What an export is, as a reader thinks of it (not as TypeScript declares it). */
export const EXPORT_KINDS = ['function', 'component', 'hook', 'class', 'type', 'constant'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** A property of an options object, props type, return value or handle, read through the type checker. */
export type Member = {
  name: string;
  /** The type as the checker prints it, without the `| undefined` that optionality adds; literal-union aliases spelled out. */
  type: string;
  optional: boolean;
  /**
   * Where the texts for this member are keyed: `package#Type.member`, the type that declares it
   * (`remotion#SequenceProps.from`), or the export whose anonymous type does (`remotion#spring.frame`).
   */
  key?: string;
  /** The renderer option-map id (its CLI flag) the member stands for, where one text serves every API that takes it. */
  option?: string;
  /** From an `@default` tag, or the renderer's option map; absent when neither states one. */
  default?: string;
  deprecated?: boolean;
  /** A sibling member that the deprecation names as its replacement. */
  replacedBy?: string;
  /** Members of other variants of a union, one of which is required instead of this one (`component` or `lazyComponent`). */
  alternatives?: string[];
  /** An HTML or React prop that the component documents as its own (data/native-props.yaml). */
  native?: boolean;
  /** The members of an object-typed member, one level deep (spring's `config`, `chromiumOptions`). */
  members?: Member[];
};

export const MemberSchema: z.ZodType<Member> = z.lazy(() =>
  z
    .object({
      name: z.string().min(1),
      type: z.string(),
      optional: z.boolean(),
      key: z.string().optional(),
      option: z.string().optional(),
      default: z.string().optional(),
      deprecated: z.boolean().optional(),
      replacedBy: z.string().optional(),
      alternatives: z.array(z.string()).optional(),
      native: z.boolean().optional(),
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

/** What a call gives back: the type (a promise's value when it returns one) and, for an object, its fields one level deep. */
export const ReturnValueSchema = z
  .object({
    type: z.string(),
    /** True when the function returns a promise of `type`. */
    promise: z.boolean(),
    members: z.array(MemberSchema).optional(),
  })
  .strict();
export type ReturnValue = z.infer<typeof ReturnValueSchema>;

export const SignatureSchema = z
  .object({
    /** `renderMedia(options: RenderMediaOptions): Promise<…>` as the checker prints it. */
    text: z.string(),
    typeParameters: z.array(z.string()).optional(),
    parameters: z.array(ParameterSchema),
    returns: z.string(),
    /** Absent for `void`, `undefined` and a component's JSX. */
    returnValue: ReturnValueSchema.optional(),
  })
  .strict();
export type Signature = z.infer<typeof SignatureSchema>;

/** A method of a component's ref handle (`PlayerRef.seekTo`). */
export const MethodSchema = z.object({ name: z.string().min(1), signature: z.string(), key: z.string() }).strict();
export type Method = z.infer<typeof MethodSchema>;

/** An event a handle emits, with the type of its payload (`detail`), or none. */
export const EventSchema = z.object({ name: z.string().min(1), payload: z.string().optional(), key: z.string() }).strict();
export type ApiEvent = z.infer<typeof EventSchema>;

/** What a component's `ref` gives: the handle's type, its methods and its events. */
export const RefHandleSchema = z.object({ type: z.string(), methods: z.array(MethodSchema), events: z.array(EventSchema) }).strict();
export type RefHandle = z.infer<typeof RefHandleSchema>;

/** A deprecation as facts only: the replacement's name, never the package's own prose. */
export const DeprecationSchema = z
  .object({
    replacement: z.object({ package: z.string(), name: z.string().optional() }).strict().optional(),
  })
  .strict();
export type Deprecation = z.infer<typeof DeprecationSchema>;

/** A static member of an exported value, documented under its parent (`Series.Sequence`). */
export const StaticSchema = z
  .object({
    name: z.string().min(1),
    kind: z.enum(['component', 'function', 'constant']),
    signatures: z.array(SignatureSchema),
    members: z.array(MemberSchema).optional(),
    inheritedMembers: z.number().int().positive().optional(),
    typeText: z.string().optional(),
  })
  .strict();
export type Static = z.infer<typeof StaticSchema>;

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
    /** A component's ref handle (`PlayerRef`). */
    ref: RefHandleSchema.optional(),
    /** Static members of an exported value: sub-components (`Series.Sequence`), static functions (`Easing.bezier`). */
    statics: z.array(StaticSchema).optional(),
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

export const RendererOptionSchema = z.object({ apiName: z.string().optional(), default: z.string().optional() }).strict();
export type RendererOption = z.infer<typeof RendererOptionSchema>;

export const ApiDataSchema = z
  .object({
    generatedBy: z.string(),
    pinnedVersion: z.string(),
    packages: z.record(z.string(), PackagePinSchema),
    /** Keyed by `exportKey(package, name)`. */
    exports: z.record(z.string(), ApiExportSchema),
    /** The renderer's option map: flags grouped by the API function that takes them (`renderMedia`, `renderStill`, …). */
    cliFlagGroups: z.record(z.string(), z.array(CliFlagSchema)),
    /** Every option of the renderer's option map by id (its CLI flag): where option texts are keyed. */
    rendererOptions: z.record(z.string(), RendererOptionSchema),
  })
  .strict();
export type ApiData = z.infer<typeof ApiDataSchema>;

/** The one way to key an export in the data. */
export function exportKey(packageName: string, name: string): string {
  return `${packageName}#${name}`;
}
