/**
 * A page's reference as sections (a code block, tables of rows, what a call returns) and notes: one
 * layout decided here, rendered twice, as HTML by the site and as Markdown for the page's `.md` export.
 */
import type { ApiExport, CliFlag, Member, Parameter, RefHandle, ReturnValue, Signature, Static } from './schema.js';
import { exportKey } from './schema.js';
import { availabilityLine, pinLine, type PageReference, type TypeLink } from './reference.js';
import { isHidden, parameterKey, textOfMember, EMPTY_TEXTS, type ReferenceTexts } from './texts.js';
import { unionMembers } from './type-text.js';

/** A piece of a type text: plain, or a type name that links to where it is documented. */
export type TypePart = { text: string; link?: TypeLink };

export type Row = {
  /** The row's fragment id, unique on the page (`codec`, `chromiumOptions-gl`). */
  anchor: string;
  name: string;
  /** 1 for a member of an object-typed member, shown under its parent. */
  depth: 0 | 1;
  type: string;
  typeParts: TypePart[];
  /** A long union's members, one per line, for a folded cell. */
  typeAlternatives?: TypePart[][];
  required: boolean;
  /** The members of other variants that can stand in for this required one (`component` or `lazyComponent`). */
  alternatives?: string[];
  default?: string;
  description?: string;
  deprecated?: boolean;
  replacedBy?: string;
  native?: boolean;
};

export type Column = 'name' | 'type' | 'required' | 'default' | 'description';

export type Section =
  | {
      kind: 'code';
      id: string;
      title: string;
      code: string;
      /** Set for a plain block whose type names link (a types page): no highlighting, few elements. */
      parts?: TypePart[];
      /** For a highlighted block: where each type name in it leads (the export's own name left out). */
      links?: Record<string, TypeLink>;
    }
  | { kind: 'table'; id: string; title: string; columns: Column[]; rows: Row[]; note?: string }
  | { kind: 'returns'; id: string; title: string; promise: boolean; typeParts: TypePart[]; rows: Row[]; description?: string };

export type Note = { kind: 'availability' | 'deprecation' | 'info'; text: string };

/** `id` is the fragment id of the reference's own heading ("API reference"). */
export type Presentation = { id: string; notes: Note[]; sections: Section[] };

/** What presenting needs besides the page's reference: our texts and where type names lead. */
export type PresentContext = {
  pinnedVersion: string;
  texts?: ReferenceTexts;
  /** Where a type name of the given package is documented, if anywhere. */
  linkOfType?: (name: string, fromPackage: string) => TypeLink | undefined;
};

/** A union this long is folded into a list of its members rather than one long line. */
const FOLD_AT = { members: 6, characters: 90 };

/** Hands out fragment ids that do not collide with each other or with the page's own headings. */
class IdAllocator {
  private readonly taken: Set<string>;
  constructor(taken: Iterable<string> = []) {
    this.taken = new Set(taken);
  }
  /** `wanted` itself, else `api-wanted`, else `api-wanted-2`, …; ids keep the names' case (`#jpegQuality`). */
  claim(wanted: string): string {
    const base = wanted.replace(/[^A-Za-z0-9_.-]/g, '-') || 'item';
    let id = base;
    for (let attempt = 1; this.taken.has(id); attempt += 1) id = attempt === 1 ? `api-${base}` : `api-${base}-${attempt}`;
    this.taken.add(id);
    return id;
  }
}

const TOKEN = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*/g;

/** Splits a type text into plain runs and the type names that have a page or a section. */
export function typePartsOf(text: string, fromPackage: string, linkOfType: PresentContext['linkOfType']): TypePart[] {
  if (!linkOfType) return [{ text }];
  const parts: TypePart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const link = /^[A-Za-z_$]/.test(match[0]) ? linkOfType(match[0], fromPackage) : undefined;
    if (!link) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ text: match[0], link });
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ text: plain });
  return parts;
}

/** The type names of a code block that lead somewhere, as a lookup for its highlighter; `own` (the page's export) is left out. */
function linksIn(code: string, own: string, context: RowContext): Record<string, TypeLink> {
  const links: Record<string, TypeLink> = {};
  for (const part of typePartsOf(code, context.packageName, context.linkOfType)) if (part.link && part.text !== own) links[part.text] = part.link;
  return links;
}

/** Everything a row needs to know from outside its member: texts, links, the owning package. */
type RowContext = { ids: IdAllocator; texts: ReferenceTexts; packageName: string; linkOfType: PresentContext['linkOfType'] };

function typeCell(type: string, context: RowContext): Pick<Row, 'type' | 'typeParts' | 'typeAlternatives'> {
  const cell: Pick<Row, 'type' | 'typeParts' | 'typeAlternatives'> = { type, typeParts: typePartsOf(type, context.packageName, context.linkOfType) };
  const members = unionMembers(type);
  if (members.length >= FOLD_AT.members && type.length >= FOLD_AT.characters)
    cell.typeAlternatives = members.map((member) => typePartsOf(member, context.packageName, context.linkOfType));
  return cell;
}

function memberRow(member: Member, context: RowContext, parent?: string): Row {
  const row: Row = {
    anchor: context.ids.claim(parent ? `${parent}-${member.name}` : member.name),
    name: parent ? `${parent}.${member.name}` : member.name,
    depth: parent ? 1 : 0,
    ...typeCell(member.type, context),
    required: !member.optional || member.alternatives !== undefined,
  };
  const text = textOfMember(context.texts, member);
  // Ours is checked against the code, so it corrects a declaration's `@default` that the code contradicts.
  const fallback = text?.default ?? member.default;
  if (fallback !== undefined) row.default = fallback;
  if (text) row.description = text.text;
  if (member.alternatives) row.alternatives = member.alternatives;
  if (member.deprecated) row.deprecated = true;
  if (member.replacedBy) row.replacedBy = member.replacedBy;
  if (member.native) row.native = true;
  return row;
}

/**
 * Reading order: required members first (and the alternatives one of which is required), then the
 * ones `order.yaml` names for this export, then the rest as declared; deprecated members last.
 */
function inReadingOrder(members: readonly Member[], preferred: readonly string[] = []): Member[] {
  const rank = (member: Member) => {
    if (member.deprecated) return 3;
    if (!member.optional || member.alternatives) return 0;
    return preferred.includes(member.name) ? 1 : 2;
  };
  const position = (member: Member) => (preferred.includes(member.name) ? preferred.indexOf(member.name) : Number.MAX_SAFE_INTEGER);
  return members
    .map((member, index) => ({ member, index }))
    .sort((a, b) => rank(a.member) - rank(b.member) || position(a.member) - position(b.member) || a.index - b.index)
    .map(({ member }) => member);
}

function memberRows(members: readonly Member[], context: RowContext, preferred?: readonly string[]): Row[] {
  const visible = members.filter((member) => !isHidden(context.texts, member.key));
  return inReadingOrder(visible, preferred).flatMap((member) => [
    memberRow(member, context),
    ...(member.members
      ? inReadingOrder(member.members.filter((nested) => !isHidden(context.texts, nested.key))).map((nested) => memberRow(nested, context, member.name))
      : []),
  ]);
}

function parameterRows(parameters: readonly Parameter[], context: RowContext, owner: string): Row[] {
  return parameters.map((parameter) => {
    const row: Row = {
      anchor: context.ids.claim(`parameter-${parameter.name}`),
      name: `${parameter.rest ? '...' : ''}${parameter.name}`,
      depth: 0,
      ...typeCell(parameter.type, context),
      required: !parameter.optional && !parameter.rest,
    };
    // An object whose members have their own table needs no text of its own but the pointer to it.
    const description = parameter.members?.length
      ? 'An object whose members are listed in the table below.'
      : context.texts.members.get(parameterKey(owner, parameter.name))?.text;
    if (description) row.description = description;
    return row;
  });
}

/** Inherited React and DOM attributes are many and documented elsewhere: counted in a note. */
function inheritedNote(count: number | undefined, what: string): string | undefined {
  return count ? `Also accepts ${count} ${what} from React's and the DOM's own types, not listed here.` : undefined;
}

/** The overload whose tables say the most (the one with an options object wins). */
function richestSignature(signatures: readonly Signature[]): Signature | undefined {
  const score = (signature: Signature) => signature.parameters.reduce((sum, parameter) => sum + 1 + (parameter.members?.length ?? 0), 0);
  return [...signatures].sort((a, b) => score(b) - score(a))[0];
}

function importLine(name: string, module: string, typeOnly: boolean): string {
  return `import ${typeOnly ? 'type ' : ''}{${name}} from '${module}';`;
}

/** The code block: the import, then each signature, or the type or constant it declares. */
function declarationCode(found: ApiExport): string {
  const isType = found.kind === 'type';
  const lines = [importLine(found.name, found.module, isType), ''];
  if (found.signatures.length > 0) lines.push(...found.signatures.map((signature) => `${found.kind === 'class' ? '' : 'function '}${signature.text};`));
  else if (isType) lines.push(`type ${found.name} = ${found.members ? '{…}' : (found.typeText ?? 'unknown')};`);
  else lines.push(`const ${found.name}: ${found.members ? '{…}' : (found.typeText ?? 'unknown')};`);
  return lines.join('\n');
}

const OPTIONS_NAME = /(?:options|props|config|params|settings|input)$/i;

/** "Options" for what one configures a call with; "Fields of X" for a data object one passes in. */
function parameterTableTitle(parameter: Parameter, only: boolean): string {
  if (OPTIONS_NAME.test(parameter.name) || OPTIONS_NAME.test(parameter.type)) return only ? 'Options' : `Options of ${parameter.name}`;
  return `Fields of ${/^[A-Za-z_$][\w$]*$/.test(parameter.type) ? parameter.type : parameter.name}`;
}

function table(id: string, title: string, rows: Row[], note?: string, columns: Column[] = ['name', 'type', 'required', 'default', 'description']): Section {
  return { kind: 'table', id, title, columns, rows, ...(note ? { note } : {}) };
}

function returnsSection(value: ReturnValue, context: RowContext, description?: string): Section {
  return {
    kind: 'returns',
    id: context.ids.claim('returns'),
    title: 'Returns',
    promise: value.promise,
    typeParts: typePartsOf(value.type, context.packageName, context.linkOfType),
    rows: value.members ? memberRows(value.members, context) : [],
    ...(description ? { description } : {}),
  };
}

/** A row that is not a member of an options type (a method, an event, a static, a flag): never required, never nested. */
function plainRow(context: RowContext, anchor: string, name: string, type: string, description?: string, fallback?: string): Row {
  return {
    anchor: context.ids.claim(anchor),
    name,
    depth: 0,
    ...typeCell(type, context),
    required: false,
    ...(fallback === undefined ? {} : { default: fallback }),
    ...(description ? { description } : {}),
  };
}

/** A ref handle as two tables: the methods one calls and the events one listens to. */
function refSections(ref: RefHandle, context: RowContext): Section[] {
  const methods = ref.methods.filter((method) => !isHidden(context.texts, method.key));
  const sections: Section[] = [];
  const describe = (key: string) => context.texts.members.get(key)?.text;
  if (methods.length > 0) {
    sections.push(
      table(
        context.ids.claim('ref-methods'),
        `Methods of the ref (${ref.type})`,
        methods.map((method) => plainRow(context, `ref-${method.name}`, `${method.name}()`, method.signature, describe(method.key))),
        undefined,
        ['name', 'type', 'description'],
      ),
    );
  }
  if (ref.events.length > 0) {
    sections.push(
      table(
        context.ids.claim('events'),
        'Events',
        ref.events.map((event) => plainRow(context, `event-${event.name}`, event.name, event.payload ?? 'no payload', describe(event.key))),
        'Listen with addEventListener(name, callback) on the ref; the callback receives { detail } with the payload below.',
        ['name', 'type', 'description'],
      ),
    );
  }
  return sections;
}

/** Sub-components get a props table each; static functions and constants share one table. */
function staticSections(found: ApiExport, statics: readonly Static[], context: RowContext, order: ReferenceTexts['order']): Section[] {
  const sections: Section[] = [];
  const visible = statics.filter((each) => !isHidden(context.texts, exportKey(found.package, each.name)));
  for (const component of visible.filter((each) => each.kind === 'component')) {
    sections.push(
      table(
        context.ids.claim(component.name),
        `<${component.name}> props`,
        component.members ? memberRows(component.members, context, order[exportKey(found.package, component.name)]) : [],
        inheritedNote(component.inheritedMembers, 'props'),
      ),
    );
  }
  const others = visible.filter((each) => each.kind !== 'component');
  if (others.length > 0) {
    const rows = others.map((each) => {
      const description = context.texts.members.get(exportKey(found.package, each.name))?.text;
      const type = each.signatures.length > 0 ? each.signatures.map((signature) => signature.text).join('\n') : (each.typeText ?? 'unknown');
      return plainRow(context, each.name, each.kind === 'function' ? `${each.name}()` : each.name, type, description);
    });
    sections.push(
      table(context.ids.claim('statics'), others.every((each) => each.kind === 'function') ? 'Static functions' : 'Static members', rows, undefined, [
        'name',
        'type',
        'description',
      ]),
    );
  }
  return sections;
}

function exportSections(found: ApiExport, context: RowContext, order: ReferenceTexts['order']): Section[] {
  const code = declarationCode(found);
  const sections: Section[] = [
    {
      kind: 'code',
      id: context.ids.claim(found.signatures.length > 0 ? 'signature' : 'declaration'),
      title: found.signatures.length > 1 ? 'Signatures' : found.signatures.length === 1 ? 'Signature' : 'Declaration',
      code,
      links: linksIn(code, found.name, context),
    },
  ];
  const preferred = order[exportKey(found.package, found.name)];

  if (found.kind === 'component' && (found.members || found.ref)) {
    if (found.members)
      sections.push(table(context.ids.claim('props'), 'Props', memberRows(found.members, context, preferred), inheritedNote(found.inheritedMembers, 'props')));
    if (found.ref) sections.push(...refSections(found.ref, context));
    if (found.statics) sections.push(...staticSections(found, found.statics, context, order));
    return sections;
  }
  const signature = richestSignature(found.signatures);
  if (signature && signature.parameters.length > 0) {
    sections.push(
      table(context.ids.claim('parameters'), 'Parameters', parameterRows(signature.parameters, context, exportKey(found.package, found.name)), undefined, [
        'name',
        'type',
        'required',
        'description',
      ]),
    );
    const withMembers = signature.parameters.filter((parameter) => parameter.members && parameter.members.length > 0);
    for (const parameter of withMembers) {
      const title = parameterTableTitle(parameter, signature.parameters.length === 1);
      sections.push(
        table(
          context.ids.claim(title === 'Options' ? 'options' : `${parameter.name}-options`),
          title,
          memberRows(parameter.members!, context, preferred),
          inheritedNote(parameter.inheritedMembers, 'members'),
        ),
      );
    }
  }
  if (signature?.returnValue) sections.push(returnsSection(signature.returnValue, context));
  if (found.signatures.length === 0 && found.members && found.members.length > 0) {
    // A constant's members are all there to use: "Required" would say nothing about them.
    const columns: Column[] = found.kind === 'constant' ? ['name', 'type', 'default', 'description'] : ['name', 'type', 'required', 'default', 'description'];
    sections.push(
      table(
        context.ids.claim('fields'),
        `Fields of ${found.name}`,
        memberRows(found.members, context, preferred),
        inheritedNote(found.inheritedMembers, 'members'),
        columns,
      ),
    );
  }
  if (found.statics) sections.push(...staticSections(found, found.statics, context, order));
  return sections;
}

/**
 * One type of a types page, under its own name as the anchor: its declaration with a field per
 * line, as a plain block whose type names link. A page lists a hundred types or more, so no
 * highlighting and no table: a few elements each keeps the page within its DOM budget.
 */
function typeSection(found: ApiExport, context: RowContext): Section {
  const id = context.ids.claim(found.name);
  const visible = (found.members ?? []).filter((member) => !isHidden(context.texts, member.key));
  const body =
    visible.length > 0
      ? `{\n${visible.map((member) => `  ${member.name}${member.optional ? '?' : ''}: ${member.type};`).join('\n')}\n}`
      : (found.typeText ?? 'unknown');
  const code = `type ${found.name} = ${body};`;
  return { kind: 'code', id, title: found.name, code, parts: typePartsOf(code, context.packageName, context.linkOfType) };
}

function flagRows(flags: readonly CliFlag[], context: RowContext): Row[] {
  return flags.map((flag) => {
    const text = context.texts.options.get(flag.flag);
    return plainRow(context, flag.flag, `--${flag.flag}`, flag.type, text?.text, flag.default ?? text?.default);
  });
}

/** How a page presents its reference; `takenIds` are the fragment ids the page's own headings use. */
export function presentReference(reference: PageReference, context: PresentContext, takenIds: Iterable<string> = []): Presentation {
  const ids = new IdAllocator(takenIds);
  const id = ids.claim('api-reference');
  const texts = context.texts ?? EMPTY_TEXTS;
  const notes: Note[] = [];
  if (reference.kind === 'cli-flags') {
    const rowContext: RowContext = { ids, texts, packageName: '@remotion/renderer', linkOfType: context.linkOfType };
    const sections: Section[] = reference.groups.map((group) =>
      table(
        ids.claim(reference.groups.length === 1 ? 'flags' : `flags-${group.name}`),
        reference.groups.length === 1 ? 'Flags' : `Flags of ${group.name}()`,
        flagRows(group.flags, rowContext),
        `The flags of the renderer's option map that ${group.name}() takes too, from @remotion/renderer ${context.pinnedVersion}. Commands may accept further flags of their own.`,
        ['name', 'type', 'default', 'description'],
      ),
    );
    return { id, notes, sections };
  }
  if (reference.kind === 'types') {
    const rowContext: RowContext = { ids, texts, packageName: reference.package, linkOfType: context.linkOfType };
    return { id, notes, sections: reference.types.map((found) => typeSection(found, rowContext)) };
  }
  if (reference.availability) notes.push({ kind: 'availability', text: availabilityLine(reference.availability) });
  const packageName = reference.kind === 'package' ? reference.package : reference.export.package;
  const pinned = pinLine(packageName, reference.pin, context.pinnedVersion);
  if (reference.kind === 'package') return { id, notes: pinned ? [...notes, { kind: 'info', text: pinned }] : notes, sections: [] };
  if (reference.deprecation) notes.push({ kind: 'deprecation', text: reference.deprecation });
  if (reference.alsoExportedBy) notes.push({ kind: 'info', text: `${reference.alsoExportedBy} exports it too, but importing it from there is deprecated.` });
  if (pinned) notes.push({ kind: 'info', text: pinned });
  return { id, notes, sections: exportSections(reference.export, { ids, texts, packageName, linkOfType: context.linkOfType }, texts.order) };
}

/** Column headings, the same in HTML and Markdown. */
export const COLUMN_HEADERS: Record<Column, string> = { name: 'Name', type: 'Type', required: 'Required', default: 'Default', description: 'Description' };

/** The Required cell: "Yes", "No", or, for one of several alternatives, which others can stand in. */
export function requiredText(row: Row): string {
  if (row.alternatives) return `Yes, or ${row.alternatives.join(' or ')}`;
  return row.required ? 'Yes' : 'No';
}

/** Sentences of ours that follow a row's description: its deprecation and replacement, a native prop. */
export function rowNotes(row: Row): string[] {
  const notes: string[] = [];
  if (row.deprecated) notes.push(row.replacedBy ? `Deprecated: use ${row.replacedBy} instead.` : 'Deprecated.');
  if (row.native) notes.push('Passed on to the underlying element, as in HTML.');
  return notes;
}

/** The sentence above a Returns section's fields. */
export function returnsLead(section: Extract<Section, { kind: 'returns' }>): string {
  return section.promise ? 'A promise that resolves to' : 'A value of type';
}

/** A description's runs of prose and of inline code (written between backticks in the texts). */
export function inlineCodeParts(text: string): { text: string; code: boolean }[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? { text: part.slice(1, -1), code: true } : { text: part, code: false }));
}
