/**
 * Lets the bundler drop the parts of `remotion` that a demo's player never runs (#24: bytes loaded on
 * the first Play). `remotion` ships as one pre-bundled file whose top level a bundler cannot prove
 * free of side effects in three ways, so it kept most of it:
 * - `Internals` (and `NoReactInternals` in `remotion/no-react`) is an object of ~190 helpers for the
 *   Player and the Studio; an object is kept whole, so the Player's ~40 reads kept every helper and
 *   what they use. Rewritten as a module namespace, whose unread members are dropped. The files that
 *   read it import that namespace directly, and read its members one by one: Rolldown builds a
 *   namespace whole when it is re-exported as a value or destructured.
 * - `var X = createContext(…)`, `forwardRef(…)` and the like call into React, which must be assumed
 *   to have effects, so every component stayed even when nothing used it. These factories only build
 *   a value, so the calls are marked `@__PURE__`.
 * - `addSequenceStackTraces(Folder)` and `setSequenceComponent(Sequence)` record components for the
 *   Studio, which reads them through two members of `Internals` (`STUDIO_REGISTRIES`). Rollup proved
 *   on its own that nothing reads them here; Rolldown does not, so each call kept its component
 *   (`<Folder>`, `<Composition>`, `<OffthreadVideo>`…). The calls are marked pure, and the build stops
 *   if a file it bundles ever reads a registry.
 * Otherwise what runs is unchanged: the same functions, reached by the same names.
 */
import type { Plugin } from 'rolldown';

/** The ES module files of remotion and its @remotion packages, and the copies of some made per demo (remotion-copies.ts). */
const REMOTION_PACKAGE_FILE = /\/node_modules\/(?:remotion|@remotion\/[^/]+)\/dist\/esm\/[^/]+\.mjs(?:\?remotion-copy=[^/]*)?$/;
/** remotion's two entry files, the specifier other packages import each by, and the name of the object of internals each exports. */
const INTERNALS = [
  { file: /\/remotion\/dist\/esm\/index\.mjs$/, specifier: 'remotion', name: 'Internals' },
  { file: /\/remotion\/dist\/esm\/no-react\.mjs$/, specifier: 'remotion/no-react', name: 'NoReactInternals' },
];
/** React's factories, called bare or on a React import (`React3.forwardRef`), numbered as remotion's bundler renamed them. */
const REACT_FACTORIES = ['createContext', 'forwardRef', 'createRef', 'memo'];
/** remotion's component wrappers and symbols, called by these names (as regular expression sources). */
const OTHER_FACTORIES = ['withInteractivitySchema', 'Interactive\\d*\\.withSchema', 'makeShapeSchema', 'makeHtmlInCanvasPresentation', 'Symbol\\.for'];
/** Calls that only build a value (React's factories, remotion's component wrappers, symbols). */
const PURE_FACTORY = new RegExp(`^(?:React\\d*\\.)?(?:${REACT_FACTORIES.join('|')})\\d*$|^(?:${OTHER_FACTORIES.join('|')})$`);
/** Text without which a file has nothing to rewrite, so it is not parsed (each demo's copy of @remotion/paths). */
const REWRITABLE = new RegExp(`\\b(?:${[...INTERNALS.map(({ name }) => name), ...REACT_FACTORIES, ...OTHER_FACTORIES].join('|')})\\d*\\b`);
const VIRTUAL_PREFIX = '\0remotion-internals:';
/** remotion's records for the Studio: the call that writes each, and the member of `Internals` that reads it. */
const STUDIO_REGISTRIES = [
  { write: 'addSequenceStackTraces', read: 'getComponentsToAddStacksTo' },
  { write: 'setSequenceComponent', read: 'getSequenceComponent' },
].map((registry) => ({ ...registry, reader: new RegExp(`\\b${registry.read}\\b`) }));

// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes of many shapes, read by field name after their `type` is checked
type Node = { type: string; start: number; end: number; [key: string]: any };
type Edit = { start: number; end: number; text: string };

/** A file of remotion's rewritten, and for `remotion`'s own files the namespace module its internals now come from. */
export type RewrittenFile = { code: string; namespace?: { id: string; code: string } };

/** The id of the namespace module that offers the internals of remotion's entry file `file`. */
function internalsNamespaceId(internals: string, file: string): string {
  return `${VIRTUAL_PREFIX}${internals}:${file}`;
}

/**
 * `code` (the file `id` of remotion or one of its @remotion packages) with its top-level factory
 * calls marked pure and, when it names one, its object of internals made a namespace. `imported`
 * maps a specifier this file imports internals from (`remotion`) to the namespace module's id.
 */
export function rewriteRemotionFile(code: string, id: string, program: Node, internals?: string, imported = new Map<string, string>()): RewrittenFile {
  const body = program.body as Node[];
  const namespace = internals === undefined ? undefined : internalsAsNamespace(code, id, body, internals);
  let rewritten = code;
  const edits = [
    ...(namespace?.edits ?? []),
    ...internalsImportEdits(body, code, imported),
    ...pureFactoryEdits(body, code),
    ...(internals === 'Internals' ? studioRegistryEdits(body) : []),
  ];
  for (const edit of edits.sort((a, b) => b.start - a.start)) rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
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
  const namespaceId = internalsNamespaceId(internals, id);
  return {
    edits,
    id: namespaceId,
    header: `import * as ${internals} from ${JSON.stringify(namespaceId)};\n`,
    footer: `\nexport { ${entries.map((entry) => `${entry.local} as __${internals}_${entry.key}`).join(', ')} };\n`,
    code: `export { ${entries.map((entry) => `__${internals}_${entry.key} as ${entry.key}`).join(', ')} } from ${JSON.stringify(id)};\n`,
  };
}

/** The imports of internals from remotion's entries in `body`, e.g. `{ Internals as I }`. */
function internalsImports(body: Node[]): { declaration: Node; specifier: Node; name: string }[] {
  return body
    .filter((node) => node.type === 'ImportDeclaration')
    .flatMap((declaration) => {
      const name = INTERNALS.find(({ specifier }) => specifier === declaration.source.value)?.name;
      const specifier = (declaration.specifiers as Node[]).find((node) => node.type === 'ImportSpecifier' && node.imported.name === name);
      return name && specifier ? [{ declaration, specifier, name }] : [];
    });
}

/** The specifiers the file `program` imports remotion's internals from (`remotion`, `remotion/no-react`). */
function internalsSpecifiers(program: Node): string[] {
  return internalsImports(program.body as Node[]).map(({ declaration }) => declaration.source.value as string);
}

/**
 * Turns `import { Internals as I, x } from "remotion"` into `import { x } from "remotion"; import * as
 * I from <namespace>`, and a top-level `var { a, b: c } = I` into `var a = I.a, c = I.b`: a namespace
 * destructured whole would be built whole.
 */
function internalsImportEdits(body: Node[], code: string, imported: Map<string, string>): Edit[] {
  const locals = new Set<string>();
  const importEdits = internalsImports(body).flatMap(({ declaration, specifier }) => {
    const namespaceId = imported.get(declaration.source.value);
    if (!namespaceId) return [];
    locals.add(specifier.local.name);
    const others = (declaration.specifiers as Node[]).filter((node) => node !== specifier).map((node) => code.slice(node.start, node.end));
    const rest = others.length > 0 ? `import { ${others.join(', ')} } from ${JSON.stringify(declaration.source.value)};\n` : '';
    return [{ start: declaration.start, end: declaration.end, text: `${rest}import * as ${specifier.local.name} from ${JSON.stringify(namespaceId)};` }];
  });
  const destructuringEdits = body.flatMap((node): Edit[] => {
    const declarator = node.type === 'VariableDeclaration' && node.declarations.length === 1 ? node.declarations[0] : undefined;
    if (declarator?.id.type !== 'ObjectPattern' || declarator.init?.type !== 'Identifier' || !locals.has(declarator.init.name)) return [];
    const properties = declarator.id.properties as Node[];
    if (!properties.every((property) => property.type === 'Property' && !property.computed && property.value.type === 'Identifier')) return [];
    const reads = properties.map((property) => `${property.value.name} = ${declarator.init.name}.${property.key.name}`);
    return [{ start: node.start, end: node.end, text: `${node.kind} ${reads.join(', ')};` }];
  });
  return [...importEdits, ...destructuringEdits];
}

/**
 * Marks each top-level `var X = factory(…)` pure. A later `X.displayName = "…"` would keep X anyway
 * (a write to an object the bundler does not know), so it moves into the declaration, set at the same moment.
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

/** Marks remotion's top-level writes to its Studio registries (`addSequenceStackTraces(Folder);`) pure. */
function studioRegistryEdits(body: Node[]): Edit[] {
  return body
    .filter(
      (node) =>
        node.type === 'ExpressionStatement' &&
        node.expression.type === 'CallExpression' &&
        STUDIO_REGISTRIES.some(({ write }) => node.expression.callee.name === write),
    )
    .map((node) => ({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' }));
}

/** The Studio registry `code` reads, if any: the bundle drops what remotion records in them. */
export function studioRegistryRead(code: string): string | undefined {
  return STUDIO_REGISTRIES.find(({ reader }) => reader.test(code))?.read;
}

/** The plugin, for the demo bundle's build (in `astro dev`, Vite pre-bundles remotion as it is). */
export function remotionTreeShakingPlugin(): Plugin {
  const namespaces = new Map<string, string>();
  return {
    name: 'docs:remotion-tree-shaking',
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? id : undefined),
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined;
      // A namespace is known once its entry file is transformed, which an importer may come before.
      if (!namespaces.has(id)) await this.load({ id: id.slice(id.indexOf(':', VIRTUAL_PREFIX.length) + 1) });
      return namespaces.get(id);
    },
    async transform(code, id) {
      if (id.startsWith(VIRTUAL_PREFIX)) return undefined;
      const internals = INTERNALS.find(({ file }) => file.test(id))?.name;
      const read = internals === 'Internals' ? undefined : studioRegistryRead(code);
      if (read) this.error(`${id} reads remotion's ${read}, whose records the demo bundle drops (remotion-tree-shaking.ts)`);
      if (!REMOTION_PACKAGE_FILE.test(id) || !REWRITABLE.test(code)) return undefined;
      const program = this.parse(code) as unknown as Node;
      const imported = new Map<string, string>();
      for (const specifier of internalsSpecifiers(program)) {
        const resolved = await this.resolve(specifier, id);
        const name = INTERNALS.find((entry) => entry.specifier === specifier)!.name;
        if (resolved && !resolved.external) imported.set(specifier, internalsNamespaceId(name, resolved.id));
      }
      const rewritten = rewriteRemotionFile(code, id, program, internals, imported);
      if (rewritten.namespace) namespaces.set(rewritten.namespace.id, rewritten.namespace.code);
      return { code: rewritten.code, map: null };
    },
  };
}
