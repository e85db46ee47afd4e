/**
 * Lets Rollup drop the parts of `remotion` that a demo's player never runs (#24: bytes loaded on the
 * first Play). `remotion` ships as one pre-bundled file whose top level Rollup cannot prove free of
 * side effects in two ways, so it kept about 80% of it:
 * - `Internals` (and `NoReactInternals` in `remotion/no-react`) is an object of ~190 helpers for the
 *   Player and the Studio; an object is kept whole, so the Player's ~40 reads kept every helper and
 *   what they use. Rewritten as a module namespace, whose unread members Rollup drops.
 * - `var X = createContext(…)`, `forwardRef(…)` and the like call into React, which Rollup must
 *   assume has effects, so every component stayed even when nothing used it. These factories only
 *   build a value, so the calls are marked `@__PURE__`.
 * What runs is unchanged: the same functions, reached by the same names.
 */
import type { Plugin, Rollup } from 'vite';

/** The ES module files of remotion and its @remotion packages, and the copies of some made per demo (remotion-copies.ts). */
const REMOTION_PACKAGE_FILE = /\/node_modules\/(?:remotion|@remotion\/[^/]+)\/dist\/esm\/[^/]+\.mjs(?:\?remotion-copy=[^/]*)?$/;
/** remotion's two entry files, and the name of the object of internals each exports. */
const INTERNALS = [
  { file: /\/remotion\/dist\/esm\/index\.mjs$/, name: 'Internals' },
  { file: /\/remotion\/dist\/esm\/no-react\.mjs$/, name: 'NoReactInternals' },
];
/** Calls that only build a value (React's factories, remotion's component wrappers, symbols). */
const PURE_FACTORY =
  /^(?:React\d*\.)?(?:createContext|forwardRef|createRef|memo)\d*$|^(?:withInteractivitySchema|Interactive\d*\.withSchema|makeShapeSchema|makeHtmlInCanvasPresentation|Symbol\.for)$/;
const VIRTUAL_PREFIX = '\0remotion-internals:';

// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes of many shapes, read by field name after their `type` is checked
type Node = { type: string; start: number; end: number; [key: string]: any };
type Edit = { start: number; end: number; text: string };

/** A file of remotion's rewritten, and for `remotion`'s own files the namespace module its internals now come from. */
export type RewrittenFile = { code: string; namespace?: { id: string; code: string } };

/**
 * `code` (the file `id` of remotion or one of its @remotion packages) with its top-level factory
 * calls marked pure and, when it names one, its object of internals made a namespace.
 */
export function rewriteRemotionFile(code: string, id: string, program: Node, internals?: string): RewrittenFile {
  const body = program.body as Node[];
  const namespace = internals === undefined ? undefined : internalsAsNamespace(code, id, body, internals);
  let rewritten = code;
  for (const edit of [...(namespace?.edits ?? []), ...pureFactoryEdits(body, code)].sort((a, b) => b.start - a.start))
    rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  if (!namespace) return { code: rewritten };
  return { code: `${namespace.header}${rewritten}${namespace.footer}`, namespace: { id: namespace.id, code: namespace.code } };
}

/**
 * Replaces `var Internals = {…}` (and `Object.assign(Internals, {…})`) with `import * as Internals`
 * from a module re-exporting each entry, which this file exports under a prefixed name.
 */
function internalsAsNamespace(code: string, id: string, body: Node[], internals: string) {
  const declaration = body.find(
    (node) =>
      node.type === 'VariableDeclaration' &&
      node.declarations.length === 1 &&
      node.declarations[0].id.name === internals &&
      node.declarations[0].init?.type === 'ObjectExpression',
  );
  if (!declaration) throw new Error(`${id}: no \`var ${internals} = {…}\` to rewrite (has remotion changed its build?)`);
  const additions = body.filter(
    (node) =>
      node.type === 'ExpressionStatement' &&
      node.expression.type === 'CallExpression' &&
      code.slice(node.expression.callee.start, node.expression.callee.end) === 'Object.assign' &&
      node.expression.arguments[0]?.name === internals,
  );
  const entries = [declaration.declarations[0].init, ...additions.map((node) => node.expression.arguments[1])].flatMap((object: Node) =>
    (object.properties as Node[]).map((property, index) => {
      if (property.type !== 'Property' || property.computed || property.kind !== 'init')
        throw new Error(`${id}: entry ${index} of ${internals} is not a plain \`key: value\``);
      const key: string = property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
      const value = code.slice(property.value.start, property.value.end);
      return { key, value, local: property.value.type === 'Identifier' ? value : '' };
    }),
  );
  // An entry whose value is an expression gets a variable of its own, evaluated where the object was.
  for (const [index, entry] of entries.entries()) entry.local ||= `__${internals}_${index}`;
  const computed = entries.filter((entry) => entry.local !== entry.value).map((entry) => `${entry.local} = ${entry.value}`);
  const edits: Edit[] = [
    { start: declaration.start, end: declaration.end, text: computed.length > 0 ? `var ${computed.join(', ')};` : '' },
    ...additions.map((node) => ({ start: node.start, end: node.end, text: '' })),
  ];
  const namespaceId = `${VIRTUAL_PREFIX}${internals}:${id}`;
  return {
    edits,
    id: namespaceId,
    header: `import * as ${internals} from ${JSON.stringify(namespaceId)};\n`,
    footer: `\nexport { ${entries.map((entry) => `${entry.local} as __${internals}_${entry.key}`).join(', ')} };\n`,
    code: `export { ${entries.map((entry) => `__${internals}_${entry.key} as ${entry.key}`).join(', ')} } from ${JSON.stringify(id)};\n`,
  };
}

/**
 * Marks each top-level `var X = factory(…)` pure. A later `X.displayName = "…"` would keep X anyway
 * (a write to an object Rollup does not know), so it moves into the declaration, set at the same moment.
 */
function pureFactoryEdits(body: Node[], code: string): Edit[] {
  const displayNames = new Map<string, Node>();
  for (const node of body) {
    const expression = node.type === 'ExpressionStatement' ? node.expression : undefined;
    if (
      expression?.type === 'AssignmentExpression' &&
      expression.left.type === 'MemberExpression' &&
      expression.left.object.type === 'Identifier' &&
      !expression.left.computed &&
      expression.left.property.name === 'displayName' &&
      expression.right.type === 'Literal'
    ) {
      displayNames.set(expression.left.object.name, node);
    }
  }
  return body
    .filter((node) => node.type === 'VariableDeclaration')
    .flatMap((node) => node.declarations as Node[])
    .filter(
      (declarator) => declarator.init?.type === 'CallExpression' && PURE_FACTORY.test(code.slice(declarator.init.callee.start, declarator.init.callee.end)),
    )
    .flatMap(({ id, init }): Edit[] => {
      const named = displayNames.get(id.name);
      if (!named) return [{ start: init.start, end: init.start, text: '/* @__PURE__ */ ' }];
      return [
        { start: init.start, end: init.start, text: '/* @__PURE__ */ Object.assign(/* @__PURE__ */ ' },
        { start: init.end, end: init.end, text: `, { displayName: ${code.slice(named.expression.right.start, named.expression.right.end)} })` },
        { start: named.start, end: named.end, text: '' },
      ];
    });
}

/** The Vite plugin: rewrites remotion's files in the production build (dev pre-bundles them). */
export function remotionTreeShakingPlugin(): Plugin {
  const namespaces = new Map<string, string>();
  return {
    name: 'docs:remotion-tree-shaking',
    apply: 'build',
    resolveId: (id) => (namespaces.has(id) ? id : undefined),
    load: (id) => namespaces.get(id),
    transform(code, id) {
      if (id.startsWith(VIRTUAL_PREFIX) || !REMOTION_PACKAGE_FILE.test(id)) return undefined;
      const internals = INTERNALS.find(({ file }) => file.test(id))?.name;
      const rewritten = rewriteRemotionFile(code, id, this.parse(code) as Rollup.ProgramNode as unknown as Node, internals);
      if (rewritten.namespace) namespaces.set(rewritten.namespace.id, rewritten.namespace.code);
      return { code: rewritten.code, map: null };
    },
  };
}
