/**
 * Our own words for the reference: a description (and, where the declarations state none, a
 * default) for each member, keyed once by the type that declares it, or by the renderer option id.
 * Also the reading order and the members verified internal. Loaded by `./node`, used by `present`.
 */
import { z } from 'zod';
import { didYouMeanSuffix } from '@docs/catalogue';
import { REFERENCE_PATH, type ReferenceProblem, type TextCode } from './problems.js';
import { exportKey, type ApiData, type Member, type Static } from './schema.js';

/** A description alone, or with a default in words or as a literal (`half the CPU threads`, `10`); it wins over a declaration's `@default`, which the code can contradict. */
export const TextEntrySchema = z.union([
  z.string().min(10, 'write a sentence'),
  z.object({ text: z.string().min(10, 'write a sentence'), default: z.string().min(1).optional() }).strict(),
]);
export type TextEntry = z.infer<typeof TextEntrySchema>;

/** One texts file: `Type.member`, `export(parameter)` for a positional parameter, or an option id in `options.yaml` → its text. */
export const TextsFileSchema = z.record(
  z.string().regex(/^[\w$-]+(?:\.[\w$@-]+)*(?:\([\w$]+\))?$/, 'must be Type.member, export(parameter), or an option id'),
  TextEntrySchema,
);

/** `data/order.yaml`: per `package#export`, the members a reader looks for first (after the required ones). */
export const ReadingOrderSchema = z.record(z.string().regex(/^[^#]+#[\w.$]+$/, 'must be package#export'), z.array(z.string().min(1)).min(1));
export type ReadingOrder = z.infer<typeof ReadingOrderSchema>;

/** `data/hidden.yaml`: per `package#Type`, members verified internal though neither `_`-named nor tagged. */
export const HiddenMembersSchema = z.record(z.string().regex(/^[^#]+#[\w$]+$/, 'must be package#Type'), z.array(z.string().min(1)).min(1));
export type HiddenMembers = z.infer<typeof HiddenMembersSchema>;

export type Text = { text: string; default?: string };
/** A text with where it is written, for problems: the file, its entry and line. */
export type SourcedText = Text & { file: string; entry: string; line?: number };

/** Texts as the presentation reads them: by member key (`remotion#SpringConfig.damping`) and by option id. */
export type ReferenceTexts = {
  members: ReadonlyMap<string, SourcedText>;
  options: ReadonlyMap<string, SourcedText>;
  order: ReadingOrder;
  hidden: HiddenMembers;
};

export const EMPTY_TEXTS: ReferenceTexts = { members: new Map(), options: new Map(), order: {}, hidden: {} };

/** The file name that holds a package's member texts: `remotion.yaml`, `player.yaml` for `@remotion/player`. */
export function textsFileOf(packageName: string): string {
  return `${packageName.replace(/^@remotion\//, '')}.yaml`;
}

/** The file that holds the renderer option texts. */
export const OPTIONS_TEXTS_FILE = 'options.yaml';

export function textOf(entry: TextEntry): Text {
  return typeof entry === 'string' ? { text: entry } : { text: entry.text, ...(entry.default === undefined ? {} : { default: entry.default }) };
}

/** Where a positional parameter's text is keyed: `package#export(parameter)`, e.g. `@remotion/cloudrun#getSites(region)`. */
export function parameterKey(owner: string, parameter: string): string {
  return `${owner}(${parameter})`;
}

/** The text for a member: the option's when it stands for one, else the member's own. */
export function textOfMember(texts: ReferenceTexts, member: Pick<Member, 'key' | 'option'>): Text | undefined {
  return (member.option === undefined ? undefined : texts.options.get(member.option)) ?? (member.key === undefined ? undefined : texts.members.get(member.key));
}

/** True when `data/hidden.yaml` lists the member under the type that declares it. */
export function isHidden(texts: ReferenceTexts, key: string | undefined): boolean {
  if (key === undefined) return false;
  const dot = key.indexOf('.', key.indexOf('#'));
  if (dot < 0) return false;
  return texts.hidden[key.slice(0, dot)]?.includes(key.slice(dot + 1)) ?? false;
}

/** Adds each member with a key, and its nested members; a type used in two places can be optional in one: the optional one is kept, whose default matters. */
function collectMembers(members: readonly Member[] | undefined, into: Map<string, Member>): void {
  for (const member of members ?? []) {
    if (member.key !== undefined && (!into.has(member.key) || member.optional)) into.set(member.key, member);
    collectMembers(member.members, into);
  }
}

function collectStatic(found: Static, into: Map<string, Member>): void {
  collectMembers(found.members, into);
  for (const signature of found.signatures) for (const parameter of signature.parameters) collectMembers(parameter.members, into);
}

/** Every member of the data by its text key: members, nested members, options, return fields, statics' members. */
export function membersByKey(data: ApiData): Map<string, Member> {
  const members = new Map<string, Member>();
  for (const found of Object.values(data.exports)) {
    collectMembers(found.members, members);
    for (const signature of found.signatures) {
      for (const parameter of signature.parameters) collectMembers(parameter.members, members);
      collectMembers(signature.returnValue?.members, members);
    }
    for (const staticMember of found.statics ?? []) collectStatic(staticMember, members);
  }
  return members;
}

/** Every key a member text can be written for: the members above, positional parameters, ref methods and events, statics. */
export function memberKeysOf(data: ApiData): Set<string> {
  const keys = new Set(membersByKey(data).keys());
  for (const found of Object.values(data.exports)) {
    for (const signature of found.signatures)
      for (const parameter of signature.parameters) keys.add(parameterKey(exportKey(found.package, found.name), parameter.name));
    for (const method of found.ref?.methods ?? []) keys.add(method.key);
    for (const event of found.ref?.events ?? []) keys.add(event.key);
    for (const staticMember of found.statics ?? []) keys.add(exportKey(found.package, staticMember.name));
  }
  return keys;
}

function textProblem(found: SourcedText, code: TextCode, message: string): ReferenceProblem {
  return {
    code,
    message,
    severity: 'error',
    file: found.file,
    ...(found.line === undefined ? {} : { line: found.line }),
    path: [REFERENCE_PATH, 'texts', found.entry],
  };
}

/**
 * Texts keyed to nothing: a member key that no export of the data has (renamed or removed
 * upstream), or an option id the option map lacks. Each names the nearest existing key.
 */
export function textProblems(texts: ReferenceTexts, data: ApiData): ReferenceProblem[] {
  const keys = memberKeysOf(data);
  const problems: ReferenceProblem[] = [];
  for (const [key, found] of texts.members) {
    if (keys.has(key)) continue;
    const packagePrefix = key.slice(0, key.indexOf('#') + 1);
    const inPackage = [...keys].filter((candidate) => candidate.startsWith(packagePrefix)).map((candidate) => candidate.slice(packagePrefix.length));
    problems.push(textProblem(found, 'text-member-missing', `no member "${found.entry}" in the extracted data${didYouMeanSuffix(found.entry, inPackage, 1)}`));
  }
  for (const [id, found] of texts.options) {
    if (id in data.rendererOptions) continue;
    problems.push(textProblem(found, 'text-option-missing', `no renderer option "${id}"${didYouMeanSuffix(id, Object.keys(data.rendererOptions), 1)}`));
  }
  return problems;
}
