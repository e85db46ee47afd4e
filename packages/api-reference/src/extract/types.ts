/**
 * Small questions about a type, asked of the checker: how to print it, whether it is one of the
 * toolkit's own option objects, what its JSDoc tags say (tag names and literal values only).
 */
import ts from 'typescript';

const PRINT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** The longest type text kept; longer ones are cut at a union member and marked with `…`. */
export const MAX_TYPE_LENGTH = 400;

/** A type as the checker prints it, aliases kept, cut to a readable length. */
export function printType(checker: ts.TypeChecker, type: ts.Type, enclosing?: ts.Node, flags = 0): string {
  return shorten(checker.typeToString(type, enclosing, PRINT_FLAGS | flags));
}

/** Drops the `| undefined` that an optional member's type carries: the table says "optional" instead. */
export function withoutUndefined(text: string): string {
  return text.replace(/^undefined \| /, '').replace(/ \| undefined(?=$)/, '');
}

function shorten(text: string): string {
  if (text.length <= MAX_TYPE_LENGTH) return text;
  const cut = text.lastIndexOf(' | ', MAX_TYPE_LENGTH);
  return `${text.slice(0, cut > MAX_TYPE_LENGTH / 2 ? cut : MAX_TYPE_LENGTH)} | …`;
}

/** True for a file that belongs to the toolkit: `remotion` or an `@remotion/*` package. */
export function isToolkitFile(fileName: string): boolean {
  return /[\\/]node_modules[\\/](remotion|@remotion[\\/][^\\/]+)[\\/]/.test(fileName);
}

/** What extraction needs besides the checker: which files count as the documented packages' own. */
export type ExtractContext = { checker: ts.TypeChecker; ownsFile: (fileName: string) => boolean };

/** True when some property of the type is declared in one of the documented packages' files. */
function hasOwnProperty({ checker, ownsFile }: ExtractContext, type: ts.Type): boolean {
  return checker.getPropertiesOfType(type).some((property) => (property.declarations ?? []).some((declaration) => ownsFile(declaration.getSourceFile().fileName)));
}

/** A class instance (a browser handle, a signal) is used, not configured: its members are not options. */
function isInstanceOfClass(type: ts.Type): boolean {
  return ((type.getSymbol()?.flags ?? 0) & ts.SymbolFlags.Class) !== 0 || type.getProperties().some((property) => property.name.startsWith('#'));
}

/**
 * An object type worth a table: not callable, not an array, not a class instance, and with members
 * the documented packages declare (so `Partial<SpringConfig>` is one, React's `CSSProperties` is not).
 */
export function isOptionsObject(context: ExtractContext, type: ts.Type): boolean {
  const { checker } = context;
  const parts = (type.isUnion() ? type.types : [type]).filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  if (parts.length === 0) return false;
  return parts.every((part) => {
    if (!(part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
    if (part.getCallSignatures().length > 0 || checker.isArrayType(part) || checker.isTupleType(part) || isInstanceOfClass(part)) return false;
    return hasOwnProperty(context, part);
  });
}

/** A JSDoc tag's text, with the package's wording never leaving this module except as a literal value. */
function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/** Values that are a literal, not prose: `80`, `false`, `'info'`, `null`, `[]`, a short identifier or call. */
const LITERAL_VALUE = /^(?:-?\d[\d_.e+-]*|true|false|null|undefined|'[^']{0,60}'|"[^"]{0,60}"|`[^`]{0,60}`|\[\]|\{\}|[A-Za-z_$][\w$.]{0,40}(?:\(\))?)$/;

/** The `@default` of a symbol when it is a literal value; prose defaults are the package's words and are dropped. */
export function defaultOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((candidate) => candidate.name === 'default' || candidate.name === 'defaultValue');
  if (!tag) return undefined;
  const value = tagText(tag).replace(/^`(.*)`$/, '$1');
  return LITERAL_VALUE.test(value) ? value : undefined;
}

/** The text of a symbol's `@deprecated` tag, or undefined when it has none. Used only to find a replacement's name. */
export function deprecationTextOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((candidate) => candidate.name === 'deprecated');
  return tag ? tagText(tag) : undefined;
}
