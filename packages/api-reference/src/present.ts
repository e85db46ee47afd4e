/**
 * A page's reference as sections (a code block, tables of rows) and notes: one layout decided here,
 * rendered twice, as HTML by the site and as Markdown for the page's `.md` export.
 */
import type { Member, Parameter, Signature } from './schema.js';
import { availabilityLine, pinLine, type PageReference } from './reference.js';

export type Row = {
  /** The row's fragment id, unique on the page (`codec`, `chromiumOptions-gl`). */
  anchor: string;
  name: string;
  /** 1 for a member of an object-typed member, shown under its parent. */
  depth: 0 | 1;
  type: string;
  required: boolean;
  default?: string;
  deprecated?: boolean;
};

export type Section =
  | { kind: 'code'; id: string; title: string; code: string }
  | { kind: 'table'; id: string; title: string; columns: Column[]; rows: Row[]; note?: string };

export type Column = 'name' | 'type' | 'required' | 'default';

export type Note = { kind: 'availability' | 'deprecation' | 'info'; text: string };

/** `id` is the fragment id of the reference's own heading ("API reference"). */
export type Presentation = { id: string; notes: Note[]; sections: Section[] };

/** Hands out fragment ids that do not collide with each other or with the page's own headings. */
export class IdAllocator {
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

function memberRows(members: readonly Member[], ids: IdAllocator, parent?: string): Row[] {
  return members.flatMap((member) => {
    const row: Row = { anchor: ids.claim(parent ? `${parent}-${member.name}` : member.name), name: parent ? `${parent}.${member.name}` : member.name, depth: parent ? 1 : 0, type: member.type, required: !member.optional };
    if (member.default !== undefined) row.default = member.default;
    if (member.deprecated) row.deprecated = true;
    return [row, ...(member.members && !parent ? memberRows(member.members, ids, member.name) : [])];
  });
}

function parameterRows(parameters: readonly Parameter[], ids: IdAllocator): Row[] {
  return parameters.map((parameter) => ({ anchor: ids.claim(`parameter-${parameter.name}`), name: `${parameter.rest ? '...' : ''}${parameter.name}`, depth: 0 as const, type: parameter.type, required: !parameter.optional && !parameter.rest }));
}

/** Inherited React and DOM attributes are many and documented elsewhere: counted in a note. */
function inheritedNote(count: number | undefined, what: string): string | undefined {
  return count ? `Also accepts ${count} ${what} from React's and the DOM's own types, not listed here.` : undefined;
}

/** The overload whose tables say the most (interpolate() has six; the one with an options object wins). */
function richestSignature(signatures: readonly Signature[]): Signature | undefined {
  const score = (signature: Signature) => signature.parameters.reduce((sum, parameter) => sum + 1 + (parameter.members?.length ?? 0), 0);
  return [...signatures].sort((a, b) => score(b) - score(a))[0];
}

function importLine(name: string, module: string, typeOnly: boolean): string {
  return `import ${typeOnly ? 'type ' : ''}{${name}} from '${module}';`;
}

/** The code block: the import, then each signature, or the type or constant it declares. */
function declarationCode(reference: Extract<PageReference, { kind: 'export' }>): string {
  const found = reference.export;
  const isType = found.kind === 'type';
  const lines = [importLine(found.name, found.module, isType), ''];
  if (found.signatures.length > 0) lines.push(...found.signatures.map((signature) => `${found.kind === 'class' ? '' : 'function '}${signature.text};`));
  else if (isType) lines.push(`type ${found.name} = ${found.members ? '{…}' : (found.typeText ?? 'unknown')};`);
  else lines.push(`const ${found.name}: ${found.members ? '{…}' : (found.typeText ?? 'unknown')};`);
  return lines.join('\n');
}

function exportSections(reference: Extract<PageReference, { kind: 'export' }>, ids: IdAllocator): Section[] {
  const found = reference.export;
  const sections: Section[] = [{ kind: 'code', id: ids.claim(found.signatures.length > 0 ? 'signature' : 'declaration'), title: found.signatures.length > 1 ? 'Signatures' : found.signatures.length === 1 ? 'Signature' : 'Declaration', code: declarationCode(reference) }];
  const withNote = (section: Section & { kind: 'table' }, note: string | undefined): Section => (note ? { ...section, note } : section);

  if (found.kind === 'component' && found.members) {
    sections.push(withNote({ kind: 'table', id: ids.claim('props'), title: 'Props', columns: ['name', 'type', 'required', 'default'], rows: memberRows(found.members, ids) }, inheritedNote(found.inheritedMembers, 'props')));
    return sections;
  }
  const signature = richestSignature(found.signatures);
  if (signature && signature.parameters.length > 0) {
    sections.push({ kind: 'table', id: ids.claim('parameters'), title: 'Parameters', columns: ['name', 'type', 'required'], rows: parameterRows(signature.parameters, ids) });
    for (const parameter of signature.parameters) {
      if (!parameter.members || parameter.members.length === 0) continue;
      const title = signature.parameters.length === 1 ? 'Options' : `Options of ${parameter.name}`;
      sections.push(withNote({ kind: 'table', id: ids.claim(signature.parameters.length === 1 ? 'options' : `${parameter.name}-options`), title, columns: ['name', 'type', 'required', 'default'], rows: memberRows(parameter.members, ids) }, inheritedNote(parameter.inheritedMembers, 'members')));
    }
  }
  if (found.signatures.length === 0 && found.members && found.members.length > 0) {
    sections.push(withNote({ kind: 'table', id: ids.claim('members'), title: 'Members', columns: ['name', 'type', 'required', 'default'], rows: memberRows(found.members, ids) }, inheritedNote(found.inheritedMembers, 'members')));
  }
  return sections;
}

/** How a page presents its reference; `takenIds` are the fragment ids the page's own headings use. */
export function presentReference(reference: PageReference, pinnedVersion: string, takenIds: Iterable<string> = []): Presentation {
  const ids = new IdAllocator(takenIds);
  const id = ids.claim('api-reference');
  const notes: Note[] = [];
  if (reference.kind === 'cli-flags') {
    const sections: Section[] = reference.groups.map((group) => ({
      kind: 'table',
      id: ids.claim(reference.groups.length === 1 ? 'flags' : `flags-${group.name}`),
      title: reference.groups.length === 1 ? 'Flags' : `Flags of ${group.name}()`,
      columns: ['name', 'type', 'default'],
      note: `The flags of the renderer's option map that ${group.name}() takes too, from @remotion/renderer ${pinnedVersion}. Commands may accept further flags of their own.`,
      rows: group.flags.map((flag) => ({ anchor: ids.claim(flag.flag), name: `--${flag.flag}`, depth: 0 as const, type: flag.type, required: false, ...(flag.default === undefined ? {} : { default: flag.default }) })),
    }));
    return { id, notes, sections };
  }
  if (reference.availability) notes.push({ kind: 'availability', text: availabilityLine(reference.availability) });
  const packageName = reference.kind === 'package' ? reference.package : reference.export.package;
  const pinned = pinLine(packageName, reference.pin, pinnedVersion);
  if (reference.kind === 'package') return { id, notes: pinned ? [...notes, { kind: 'info', text: pinned }] : notes, sections: [] };
  if (reference.deprecation) notes.push({ kind: 'deprecation', text: reference.deprecation });
  if (reference.alsoExportedBy) notes.push({ kind: 'info', text: `${reference.alsoExportedBy} exports it too, but importing it from there is deprecated.` });
  if (pinned) notes.push({ kind: 'info', text: pinned });
  return { id, notes, sections: exportSections(reference, ids) };
}
