/**
 * The members of an options object or props type, read through the type checker so that members
 * that exist only through mapped types (the renderer's option map) are listed like declared ones.
 */
import ts from 'typescript';
import type { Member } from '../schema.js';
import { defaultOf, isOptionsObject, printType, withoutUndefined, type ExtractContext } from './types.js';

export type MemberList = {
  members: Member[];
  /** Members declared outside the documented packages (React's and the DOM's attributes), counted, not listed. */
  inherited: number;
};

/** Defaults known from elsewhere than `@default` (the renderer's option map), by member name. */
export type KnownDefaults = ReadonlyMap<string, string>;

type Options = { expand: boolean; defaults?: KnownDefaults | undefined };

/** The object parts of a type: a union's members (an options type may be a union of variants), or the type itself. */
function objectParts(type: ts.Type): ts.Type[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter((part) => (part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0);
}

function isOptionalProperty(symbol: ts.Symbol): boolean {
  return (symbol.flags & ts.SymbolFlags.Optional) !== 0;
}

function isDeprecated(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
}

/** True when every declaration of the property is outside the documented packages. */
function isInherited(symbol: ts.Symbol, context: ExtractContext): boolean {
  const declarations = symbol.declarations ?? [];
  return declarations.length > 0 && declarations.every((declaration) => !context.ownsFile(declaration.getSourceFile().fileName));
}

/** One member row; `expand` adds the members of an object-typed member, one level deep. */
function memberOf(symbol: ts.Symbol, optional: boolean, context: ExtractContext, options: Options): Member {
  const { checker } = context;
  const type = checker.getTypeOfSymbol(symbol);
  const member: Member = { name: symbol.name, type: withoutUndefined(printType(checker, type)), optional };
  const fallback = defaultOf(symbol, checker) ?? options.defaults?.get(symbol.name);
  if (fallback !== undefined) member.default = fallback;
  if (isDeprecated(symbol, checker)) member.deprecated = true;
  if (options.expand && isOptionsObject(context, type)) {
    const nested = membersOf(context, checker.getNonNullableType(type), { expand: false });
    // Only objects one configures (some member optional: spring's `config`, `chromiumOptions`), not data one passes through (a `VideoConfig`).
    if (nested.members.some((nestedMember) => nestedMember.optional)) member.members = nested.members;
  }
  return member;
}

/**
 * Lists the members of an object type. The members of a union's variants are merged: a member
 * missing from one variant is optional, and its types are joined.
 */
export function membersOf(context: ExtractContext, type: ts.Type, options: Options): MemberList {
  const { checker } = context;
  const parts = objectParts(type);
  const found = new Map<string, { symbol: ts.Symbol; optional: boolean; types: Set<string>; seen: number }>();
  let inherited = 0;
  for (const part of parts) {
    for (const symbol of checker.getPropertiesOfType(part)) {
      const existing = found.get(symbol.name);
      const text = withoutUndefined(printType(checker, checker.getTypeOfSymbol(symbol)));
      if (existing) {
        existing.optional ||= isOptionalProperty(symbol);
        existing.types.add(text);
        existing.seen += 1;
      } else {
        found.set(symbol.name, { symbol, optional: isOptionalProperty(symbol), types: new Set([text]), seen: 1 });
      }
    }
  }
  const members: Member[] = [];
  for (const { symbol, optional, types, seen } of found.values()) {
    if (isInherited(symbol, context)) {
      inherited += 1;
      continue;
    }
    const member = memberOf(symbol, optional || seen < parts.length, context, options);
    if (types.size > 1) member.type = [...types].join(' | ');
    members.push(member);
  }
  return { members, inherited };
}
