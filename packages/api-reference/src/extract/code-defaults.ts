/**
 * The literal defaults the packages' JavaScript gives to a name, so that a default our texts write
 * (`damping: 10`) can be checked against the code rather than against the JSDoc. Parsed with the
 * compiler API, in two passes: module constants first (`DEFAULT_TIMEOUT = 300`, also CommonJS
 * `exports.DEFAULT_TIMEOUT = 300`), then the patterns bundlers leave in `dist`: destructuring and
 * parameter initializers (`{ damping = 10 }`), `name ?? 10` and `name || 10` (also down-levelled,
 * `(_a = o.name) !== null && _a !== void 0 ? _a : 10`), `name === undefined ? 10 : name`, and, as
 * weaker evidence, object properties (`damping: 10`). A name passed on under another one
 * (`retries: delayRenderRetries`, `{ minDuration: passed }`, `setLogLevel: logLevelOption.setConfig`)
 * is recorded as an alias, so the other name's defaults count for it too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { normalizeLiteral, type CodeDefaults } from '../default-check.js';
import type { ApiData } from '../schema.js';

type Found = Map<string, Set<string>>;
/** What the scan gathers: constants, defaults, plain property values and aliases, by name. */
export type Scan = { constants: Found; defaults: Found; values: Found; aliases: Found };

function isLiteral(node: ts.Node): boolean {
  if (ts.isNumericLiteral(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isPrefixUnaryExpression(node)) return node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand);
  if (ts.isIdentifier(node)) return node.text === 'Infinity';
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isLiteral);
  if (ts.isObjectLiteralExpression(node)) return node.properties.length === 0;
  return false;
}

/** The value of constant arithmetic such as `5 * 60 * 1000`, or undefined. */
function foldNumber(node: ts.Expression): number | undefined {
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (!ts.isBinaryExpression(node)) return undefined;
  const [left, right] = [foldNumber(node.left), foldNumber(node.right)];
  if (left === undefined || right === undefined) return undefined;
  switch (node.operatorToken.kind) {
    case ts.SyntaxKind.AsteriskToken:
      return left * right;
    case ts.SyntaxKind.PlusToken:
      return left + right;
    case ts.SyntaxKind.MinusToken:
      return left - right;
    default:
      return undefined;
  }
}

/** A literal as the check compares it; long literals are data (paths, tables), not defaults a reader looks up. */
function literalText(node: ts.Expression, source: ts.SourceFile): string | undefined {
  const text = node.getText(source);
  if (text.length > 120) return undefined;
  return normalizeLiteral(ts.isNoSubstitutionTemplateLiteral(node) ? `'${node.text}'` : text);
}

/** The name an expression reads: `name`, `options.name`, `options['name']`, `(_a = options.name)`. */
function readName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) return node.argumentExpression.text;
  if (ts.isParenthesizedExpression(node)) return readName(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) return readName(node.right);
  return undefined;
}

const isNullish = (node: ts.Expression): boolean =>
  node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined') || ts.isVoidExpression(node);

/** The name a condition tests for null or undefined: `x === undefined`, `(_a = o.x) !== null && …`. */
function nullCheckedName(condition: ts.Expression): { name: string; equal: boolean } | undefined {
  let node = condition;
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (!ts.isBinaryExpression(node)) return undefined;
  const operator = node.operatorToken.kind;
  if (operator === ts.SyntaxKind.AmpersandAmpersandToken || operator === ts.SyntaxKind.BarBarToken) return nullCheckedName(node.left);
  const equal = operator === ts.SyntaxKind.EqualsEqualsEqualsToken || operator === ts.SyntaxKind.EqualsEqualsToken;
  const notEqual = operator === ts.SyntaxKind.ExclamationEqualsEqualsToken || operator === ts.SyntaxKind.ExclamationEqualsToken;
  if (!equal && !notEqual) return undefined;
  const tested = isNullish(node.right) ? node.left : isNullish(node.left) ? node.right : undefined;
  const name = tested && readName(tested);
  return name ? { name, equal } : undefined;
}

function propertyNameText(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function record(into: Found, name: string, value: string): void {
  const set = into.get(name) ?? new Set<string>();
  set.add(value);
  into.set(name, set);
}

/** First pass: module constants with a literal value, `const NAME = 300` and CommonJS `exports.NAME = 300`. */
function scanConstants(source: ts.SourceFile, into: Scan): void {
  const visit = (node: ts.Node): void => {
    let name: string | undefined;
    let value: ts.Expression | undefined;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) [name, value] = [node.name.text, node.initializer];
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ts.isIdentifier(node.left.expression) &&
      node.left.expression.text === 'exports'
    ) {
      [name, value] = [node.left.name.text, node.right];
    }
    const folded = value && ts.isBinaryExpression(value) ? foldNumber(value) : undefined;
    const text = folded !== undefined ? String(folded) : value && isLiteral(value) ? literalText(value, source) : undefined;
    if (name && text !== undefined) record(into.constants, name, text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Second pass: the defaults, property values and aliases of one file, with constants from every file. */
function scanDefaults(source: ts.SourceFile, into: Scan): void {
  // A literal, an UPPER_CASE constant (`DEFAULT_TIMEOUT`, `constants_1.DEFAULT_TIMEOUT`), or either branch of `flag ? 0 : 5`.
  const literalsOf = (node: ts.Expression): string[] => {
    while (ts.isParenthesizedExpression(node)) node = node.expression;
    if (isLiteral(node)) return [literalText(node, source)].filter((text): text is string => text !== undefined);
    if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
    const name = ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) ? readName(node) : undefined;
    return name !== undefined && /^[A-Z][A-Z0-9_]*$/.test(name) ? [...(into.constants.get(name) ?? [])] : [];
  };
  const add = (found: Found, name: string | undefined, value: ts.Expression) => {
    if (name) for (const text of literalsOf(value)) record(found, name, text);
  };
  const alias = (name: string | undefined, as: string | undefined) => {
    if (name && as && name !== as) record(into.aliases, name, as);
  };
  // The renderer's option objects name their flag through a file-level constant (`const cliFlag = 'log'`, `var cliFlag12 = 'log'` once bundled).
  const fileStrings = new Map<string, string>();
  const collectStrings = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteral(node.initializer))
      fileStrings.set(node.name.text, node.initializer.text);
    ts.forEachChild(node, collectStrings);
  };
  collectStrings(source);
  const flagOf = (object: ts.ObjectLiteralExpression): string | undefined => {
    const property = object.properties.find((each) => each.name && propertyNameText(each.name) === 'cliFlag');
    if (property && ts.isShorthandPropertyAssignment(property)) return fileStrings.get(property.name.text);
    if (!property || !ts.isPropertyAssignment(property)) return undefined;
    if (ts.isStringLiteral(property.initializer)) return property.initializer.text;
    return ts.isIdentifier(property.initializer) ? fileStrings.get(property.initializer.text) : undefined;
  };
  const visit = (node: ts.Node): void => {
    // `logLevelOption = { cliFlag, … }` (a declaration or `exports.logLevelOption = …`): the object stands for `--log`.
    const optionObject =
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isObjectLiteralExpression(node.initializer)
        ? { name: node.name.text, object: node.initializer }
        : ts.isBinaryExpression(node) &&
            node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            ts.isPropertyAccessExpression(node.left) &&
            ts.isObjectLiteralExpression(node.right)
          ? { name: node.left.name.text, object: node.right }
          : undefined;
    const flag = optionObject && flagOf(optionObject.object);
    if (optionObject && flag !== undefined) alias(optionObject.name, `--${flag}`);
    if (ts.isBindingElement(node)) {
      const local = ts.isIdentifier(node.name) ? node.name.text : undefined;
      const name = node.propertyName ? propertyNameText(node.propertyName) : local;
      if (node.initializer) add(into.defaults, name, node.initializer);
      alias(name, local);
    } else if (ts.isParameter(node) && node.initializer && ts.isIdentifier(node.name)) {
      add(into.defaults, node.name.text, node.initializer);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isBinaryExpression(node.initializer) &&
      node.initializer.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      // `const timeout = passed ?? 30000` defaults the local name as well as the one it reads.
      add(into.defaults, node.name.text, node.initializer.right);
    } else if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      add(into.defaults, readName(node.left), node.right);
    } else if (ts.isConditionalExpression(node)) {
      const checked = nullCheckedName(node.condition);
      if (checked) add(into.defaults, checked.name, checked.equal ? node.whenTrue : node.whenFalse);
    } else if (ts.isPropertyAssignment(node)) {
      const key = propertyNameText(node.name);
      add(into.values, key, node.initializer);
      let value = node.initializer;
      while (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) value = value.left;
      if (ts.isPropertyAccessExpression(value) && value.name.text === 'setConfig' && ts.isIdentifier(value.expression)) alias(key, value.expression.text);
      else alias(readName(value), key);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Scans script texts: constants of all of them first, so a default may use a constant from another file. */
export function scanScripts(texts: Iterable<string>): Scan {
  const scan: Scan = { constants: new Map(), defaults: new Map(), values: new Map(), aliases: new Map() };
  const sources = [...texts].map((text) => ts.createSourceFile('module.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
  for (const source of sources) scanConstants(source, scan);
  for (const source of sources) scanDefaults(source, scan);
  return scan;
}

/** Reads and scans script files. */
export function scanFiles(files: readonly string[]): Scan {
  return scanScripts(files.map((file) => readFileSync(file, 'utf8')));
}

/**
 * What the data file keeps: the aliases of the names in `names` (two steps deep), and the defaults and
 * values of those names and of their aliases, sorted for a stable file.
 */
export function codeDefaultsOf(scan: Scan, names: ReadonlySet<string>): CodeDefaults {
  const sorted = (map: Found, keep: (name: string) => boolean) =>
    Object.fromEntries(
      [...map]
        .filter(([name]) => keep(name))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, values]) => [name, [...values].sort()]),
    );
  const direct = new Set([...names].flatMap((name) => [...(scan.aliases.get(name) ?? [])]));
  // Two steps: `setLogLevel` → `logLevelOption` → `--log`.
  const aliases = sorted(scan.aliases, (name) => names.has(name) || direct.has(name));
  const wanted = new Set([...names, ...Object.values(aliases).flat()]);
  return { defaults: sorted(scan.defaults, (name) => wanted.has(name)), values: sorted(scan.values, (name) => wanted.has(name)), aliases };
}

/** The JavaScript files of an installed package's `dist`, one build of each (ESM over CommonJS when both ship). */
export function scriptsOf(packageDir: string): string[] {
  const dist = path.join(packageDir, 'dist');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(entry.name === 'cjs' && statSync(path.join(dir, 'esm'), { throwIfNoEntry: false })?.isDirectory())) walk(file);
      } else if (/\.m?js$/.test(entry.name)) files.push(file);
    }
  };
  if (statSync(dist, { throwIfNoEntry: false })?.isDirectory()) walk(dist);
  return files;
}

/** Every name the data holds (exports, members, parameters, methods): the names worth keeping. */
export function namesOf(data: ApiData): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) {
        if (field === 'name' && typeof inner === 'string') names.add(inner);
        else walk(inner);
      }
    }
  };
  walk(data.exports);
  return names;
}
