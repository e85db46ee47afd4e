/**
 * Small questions about a type, asked of the checker: how to print it, whether it is one of the
 * toolkit's own option objects, what its JSDoc tags say (tag names and literal values only).
 */
import ts from 'typescript';

const PRINT_FLAGS =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** A type as the checker prints it, aliases kept, never cut short (long unions are folded by the page, not here). */
export function printType(checker: ts.TypeChecker, type: ts.Type, enclosing?: ts.Node, flags = 0): string {
  return withPackagePaths(checker.typeToString(type, enclosing, PRINT_FLAGS | flags));
}

const LITERAL_FLAGS = ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Undefined | ts.TypeFlags.Null;

/**
 * An alias of a union of literals (`ExtrapolateType`) says less than its values: those are printed
 * instead (`'extend' | 'identity' | 'clamp' | 'wrap'`); an alias of a callback, its signature. Other
 * types print as `printType` does.
 */
export function printTypeForReader(checker: ts.TypeChecker, type: ts.Type): string {
  // A callback alias (`RenderMediaOnProgress`) hides what the callback receives: print its signature.
  const callback = checker.getNonNullableType(type);
  if (callback.aliasSymbol && callback.getCallSignatures().length === 1 && callback.getProperties().length === 0) {
    const signature = printType(checker, callback, undefined, ts.TypeFormatFlags.InTypeAlias);
    const printed = printType(checker, type);
    const alias = checker.typeToString(callback, undefined, PRINT_FLAGS);
    // Optional: `Alias | undefined`, whose `| undefined` the tables drop; in a larger union the signature needs parentheses.
    if (printed === alias || withoutUndefined(printed) === alias) return printed === alias ? signature : `${signature} | undefined`;
    return printed.replace(alias, `(${signature})`);
  }
  if (!type.isUnion() || !type.types.every((part) => (part.flags & LITERAL_FLAGS) !== 0)) return printType(checker, type);
  const values = [...new Set(type.types.map((part) => checker.typeToString(part, undefined, PRINT_FLAGS)))];
  // The checker spells `boolean` as `false | true` inside a union.
  return (values.includes('true') && values.includes('false') ? [...values.filter((value) => value !== 'true' && value !== 'false'), 'boolean'] : values).join(
    ' | ',
  );
}

/** `typeof import("/abs/…/node_modules/esbuild/lib/main")` → `typeof import("esbuild/lib/main")`: no machine's path in the data. */
function withPackagePaths(text: string): string {
  return text.replace(/import\("[^"]*[\\/]node_modules[\\/]([^"]+)"\)/g, 'import("$1")');
}

/** Drops the `| undefined` that an optional member's type carries: the table says "optional" instead. */
export function withoutUndefined(text: string): string {
  return withoutOuterParentheses(text.replace(/^undefined \| /, '').replace(/ \| undefined(?=$)/, ''));
}

/** `((log: BrowserLog) => void)` → `(log: BrowserLog) => void`: the parentheses only separated it from `| undefined`. */
function withoutOuterParentheses(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    if (depth === 0 && index < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

/** True for a file that belongs to the toolkit: `remotion` or an `@remotion/*` package. */
export function isToolkitFile(fileName: string): boolean {
  return /[\\/]node_modules[\\/](remotion|@remotion[\\/][^\\/]+)[\\/]/.test(fileName);
}

/** What extraction needs besides the checker: which files count as the documented packages' own. */
export type ExtractContext = { checker: ts.TypeChecker; ownsFile: (fileName: string) => boolean };

/** True when some property of the type is declared in one of the documented packages' files. */
function hasOwnDeclaredProperty({ checker, ownsFile }: ExtractContext, type: ts.Type): boolean {
  return checker
    .getPropertiesOfType(type)
    .some((property) => (property.declarations ?? []).some((declaration) => ownsFile(declaration.getSourceFile().fileName)));
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
    return hasOwnDeclaredProperty(context, part);
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

/** Members readers must not use: `_`-prefixed names and members tagged `@internal` or `@hidden`. */
export function isHiddenFromReaders(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.name.startsWith('_') || symbol.getJsDocTags(checker).some((tag) => tag.name === 'internal' || tag.name === 'hidden');
}

/** The package a declaration file belongs to: `remotion`, `@remotion/player`, or the fixture's folder. */
export function packageOfFile(fileName: string): string | undefined {
  // The last node_modules folder names the package (a pnpm path has `.pnpm/…/node_modules/x` first).
  const matches = [...fileName.matchAll(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/g)];
  return matches.at(-1)?.[1]?.replace(/\\/g, '/');
}

function isNamedDeclaration(
  node: ts.Node,
): node is ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration | ts.VariableDeclaration | ts.FunctionDeclaration {
  return (
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isFunctionDeclaration(node)
  );
}

/**
 * Where a member's texts are keyed: `package#Type.member` for the type (or export) that declares it,
 * with the path through anonymous object members (`Type.config.damping`). Undefined when its
 * declaration is not in a package file; `fallbackOwner` names a declaration the walk cannot (an
 * anonymous parameter type).
 */
export function memberKeyOf(symbol: ts.Symbol, fallbackOwner?: string, ownsFile?: (fileName: string) => boolean): string | undefined {
  // A member declared both by React and by the toolkit (an intersection) is keyed where the toolkit declares it.
  const declarations = symbol.declarations ?? [];
  const declaration = declarations.find((candidate) => ownsFile?.(candidate.getSourceFile().fileName)) ?? declarations[0];
  if (!declaration) return fallbackOwner === undefined ? undefined : `${fallbackOwner}.${symbol.name}`;
  const packageName = packageOfFile(declaration.getSourceFile().fileName);
  const path = [symbol.name];
  for (let node = declaration.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if (isNamedDeclaration(node) && node.name && ts.isIdentifier(node.name))
      return packageName === undefined ? undefined : `${packageName}#${[node.name.text, ...path].join('.')}`;
    if ((ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name)) path.unshift(node.name.text);
  }
  return fallbackOwner === undefined ? undefined : `${fallbackOwner}.${path.join('.')}`;
}
