/** The shape of a facts file (`facts/*.json`): a JSON array of claims, each naming its page and kind. */
import { z } from 'zod';

/** An npm package name, without a subpath: what `text` and `value` read files from. */
const packageName = z.string().regex(/^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/, 'must be an npm package name such as "@remotion/renderer"');
/** A package name or an exported subpath of it (`@remotion/renderer/client`): what TypeScript imports. */
const importSpecifier = z
  .string()
  .regex(/^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[A-Za-z0-9._-]+)*$/, 'must be a package name, optionally with an exported subpath');
/** A file inside a package, relative to its root. */
const packageFile = z
  .string()
  .min(1)
  .refine((file) => !file.startsWith('/') && !file.split('/').includes('..'), 'must be a path relative to the package root, without ".."');
const identifier = z.string().regex(/^[A-Za-z_$][\w$]*$/, 'must be an identifier');
const cliFlag = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a flag name without the leading "--", such as "jpeg-quality"');
const page = z.string().min(1);

export const FactSchema = z.discriminatedUnion('kind', [
  z.strictObject({ page, kind: z.literal('cli-flag'), flag: cliFlag }),
  z.strictObject({ page, kind: z.literal('default'), flag: cliFlag, value: z.json() }),
  z.strictObject({ page, kind: z.literal('export'), package: importSpecifier, name: identifier }),
  z.strictObject({
    page,
    kind: z.literal('option'),
    package: importSpecifier,
    function: identifier,
    name: z.string().regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'must be a member name, or a dotted path such as "chromiumOptions.gl"'),
  }),
  z.strictObject({ page, kind: z.literal('value'), package: packageName, file: packageFile, path: z.string().min(1), value: z.json() }),
  z.strictObject({ page, kind: z.literal('text'), package: packageName, file: packageFile, contains: z.string().min(1) }),
]);

export type Fact = z.infer<typeof FactSchema>;
export type FactKind = Fact['kind'];
/** A claim together with the file it came from, for reporting. */
export type SourcedFact = Fact & { source: string };

/** The issues of a zod error as one readable string: `path: message; path: message`. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('; ');
}

/**
 * Validates the parsed JSON of one facts file. Returns the valid claims and one problem line per
 * invalid entry (`file [index]: problem`), including claims about a page id the catalogue lacks.
 */
export function parseFactsFile(file: string, json: unknown, pageIds: ReadonlySet<string>): { facts: SourcedFact[]; problems: string[] } {
  if (!Array.isArray(json)) return { facts: [], problems: [`${file}: the file must hold a JSON array of claims`] };
  const facts: SourcedFact[] = [];
  const problems: string[] = [];
  json.forEach((entry: unknown, index) => {
    const parsed = FactSchema.safeParse(entry);
    if (!parsed.success) {
      problems.push(`${file} [${index}]: ${describeIssues(parsed.error)}`);
      return;
    }
    if (!pageIds.has(parsed.data.page)) {
      problems.push(`${file} [${index}]: page: no page with id "${parsed.data.page}" in the catalogue`);
      return;
    }
    facts.push({ ...parsed.data, source: file });
  });
  return { facts, problems };
}
