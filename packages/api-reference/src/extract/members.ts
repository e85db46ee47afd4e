/**
 * The members of an options object or props type, read through the type checker so that members
 * that exist only through mapped types (the renderer's option map) are listed like declared ones.
 */
import ts from 'typescript';
import type { Member } from '../schema.js';
import {
  defaultOf,
  deprecationTextOf,
  isHiddenFromReaders,
  isOptionsObject,
  memberKeyOf,
  printTypeForReader,
  withoutUndefined,
  type ExtractContext,
} from './types.js';

export type MemberList = {
  members: Member[];
  /** Members declared outside the documented packages (React's and the DOM's attributes), counted, not listed. */
  inherited: number;
};

/** Defaults known from elsewhere than `@default` (the renderer's option map), by member name. */
export type KnownDefaults = ReadonlyMap<string, string>;

export type MemberOptions = {
  /** Add the members of an object-typed member, one level deep. */
  expand: boolean;
  defaults?: KnownDefaults | undefined;
  /** Member name → the renderer option-map id it stands for, for the function whose options these are. */
  optionIds?: ReadonlyMap<string, string> | undefined;
  /** HTML or React props this component documents as its own: listed, not counted as inherited. */
  nativeProps?: ReadonlySet<string> | undefined;
  /** Names the texts of members declared in an anonymous type (`remotion#spring`). */
  ownerKey?: string | undefined;
};

/** The object parts of a type: a union's members (an options type may be a union of variants), or the type itself. */
function objectParts(type: ts.Type): ts.Type[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter((part) => (part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0);
}

function isOptionalProperty(symbol: ts.Symbol): boolean {
  return (symbol.flags & ts.SymbolFlags.Optional) !== 0;
}

/** True when every declaration of the property is outside the documented packages. */
function isInherited(symbol: ts.Symbol, context: ExtractContext): boolean {
  const declarations = symbol.declarations ?? [];
  return declarations.length > 0 && declarations.every((declaration) => !context.ownsFile(declaration.getSourceFile().fileName));
}

/** The sibling a deprecation text names as the replacement (`Use \`title\` only.` → `title`). */
function replacementAmong(text: string, own: string, siblings: ReadonlySet<string>): string | undefined {
  return [...text.matchAll(/[A-Za-z_$][\w$]*/g)].map((match) => match[0]).find((word) => word !== own && siblings.has(word));
}

/** One member row; `expand` adds the members of an object-typed member, one level deep. */
function memberOf(symbol: ts.Symbol, optional: boolean, context: ExtractContext, options: MemberOptions): Member {
  const { checker } = context;
  const type = checker.getTypeOfSymbol(symbol);
  const member: Member = { name: symbol.name, type: withoutUndefined(printTypeForReader(checker, type)), optional };
  const key = memberKeyOf(symbol, options.ownerKey, context.ownsFile);
  if (key !== undefined) member.key = key;
  const option = options.optionIds?.get(symbol.name);
  if (option !== undefined) member.option = option;
  const fallback = defaultOf(symbol, checker) ?? options.defaults?.get(symbol.name);
  if (fallback !== undefined) member.default = fallback;
  if (deprecationTextOf(symbol, checker) !== undefined) member.deprecated = true;
  if (options.expand && isOptionsObject(context, type)) {
    const nested = membersOf(context, checker.getNonNullableType(type), { expand: false, ownerKey: key });
    // Only objects one configures (some member optional: spring's `config`, `chromiumOptions`), not data one passes through (a `VideoConfig`).
    if (nested.members.some((nestedMember) => nestedMember.optional)) member.members = nested.members;
  }
  return member;
}

type Found = { symbol: ts.Symbol; optional: boolean; types: Set<string>; parts: Set<number> };

/** Members that one variant of a union requires and another replaces: each with the members that replace it. */
function alternativesOf(found: ReadonlyMap<string, Found>, partCount: number): Map<string, string[]> {
  const exclusive = [...found.entries()].filter(([, entry]) => !entry.optional && entry.parts.size < partCount);
  const result = new Map<string, string[]>();
  for (const [name, entry] of exclusive) {
    const others = exclusive
      .filter(([otherName, other]) => otherName !== name && [...other.parts].every((part) => !entry.parts.has(part)))
      .map(([otherName]) => otherName);
    if (others.length > 0) result.set(name, others);
  }
  return result;
}

/**
 * Lists the members of an object type, leaving out what readers must not use (`_` names,
 * `@internal`, `@hidden`). The members of a union's variants are merged: a member missing from one
 * variant is optional (or one of the alternatives that variant requires instead), and its types are joined.
 */
export function membersOf(context: ExtractContext, type: ts.Type, options: MemberOptions): MemberList {
  const { checker } = context;
  const parts = objectParts(type);
  const found = new Map<string, Found>();
  let inherited = 0;
  parts.forEach((part, index) => {
    for (const symbol of checker.getPropertiesOfType(part)) {
      if (isHiddenFromReaders(symbol, checker)) continue;
      const existing = found.get(symbol.name);
      const text = withoutUndefined(printTypeForReader(checker, checker.getTypeOfSymbol(symbol)));
      if (existing) {
        existing.optional ||= isOptionalProperty(symbol);
        existing.types.add(text);
        existing.parts.add(index);
      } else {
        found.set(symbol.name, { symbol, optional: isOptionalProperty(symbol), types: new Set([text]), parts: new Set([index]) });
      }
    }
  });
  const alternatives = alternativesOf(found, parts.length);
  const members: Member[] = [];
  for (const [name, { symbol, optional, types, parts: seenIn }] of found) {
    const native = options.nativeProps?.has(name) ?? false;
    if (isInherited(symbol, context) && !native) {
      inherited += 1;
      continue;
    }
    const member = memberOf(symbol, optional || seenIn.size < parts.length, context, options);
    if (types.size > 1) member.type = [...types].join(' | ');
    if (alternatives.has(name)) member.alternatives = alternatives.get(name)!;
    if (native) {
      member.native = true;
      // React's declaration is shared by every element: the text belongs to this component.
      if (options.ownerKey !== undefined) member.key = `${options.ownerKey}.${name}`;
    }
    members.push(member);
  }
  const names = new Set(members.map((member) => member.name));
  for (const member of members) {
    if (!member.deprecated) continue;
    const replacement = replacementAmong(deprecationTextOf(found.get(member.name)!.symbol, checker) ?? '', member.name, names);
    if (replacement !== undefined) member.replacedBy = replacement;
  }
  return { members, inherited };
}
