/**
 * The rewrite of remotion's files for tree-shaking: the namespace that replaces `Internals` offers
 * every entry the real object has, under the same names; factory calls are marked pure, and a
 * component's `displayName` is set in its declaration.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Internals } from 'remotion';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { rewriteRemotionFile } from '../../src/demo-bundle/remotion-tree-shaking';

const rewrite = (code: string, internals?: string) => rewriteRemotionFile(code, '/x/remotion/dist/esm/index.mjs', parseAst(code) as never, internals);

describe('rewriteRemotionFile', () => {
  it("makes remotion's Internals a namespace with every entry of the real object", () => {
    const file = createRequire(import.meta.url)
      .resolve('remotion')
      .replace(/cjs[/\\]index\.js$/, 'esm/index.mjs');
    const rewritten = rewrite(readFileSync(file, 'utf8'), 'Internals');
    expect(() => parseAst(rewritten.code)).not.toThrow();
    const names = [...rewritten.namespace!.code.matchAll(/__Internals_(\w+) as (\w+)/g)].map((match) => match[2]);
    expect(names.sort()).toEqual(Object.keys(Internals).sort());
  });

  it('gives an entry computed in the object a variable evaluated in its place', () => {
    const { code, namespace } = rewrite(
      'var a = 1;\nvar Internals = { a, b: a + 1 };\nObject.assign(Internals, { c: a });\nexport { Internals };\n',
      'Internals',
    );
    expect(code).toContain('var __Internals_1 = a + 1;');
    expect(code).not.toContain('Object.assign(Internals');
    expect(code).toContain('export { a as __Internals_a, __Internals_1 as __Internals_b, a as __Internals_c };');
    expect(namespace!.code).toBe('export { __Internals_a as a, __Internals_b as b, __Internals_c as c } from "/x/remotion/dist/esm/index.mjs";\n');
  });

  it('marks factory calls pure and moves a displayName into the declaration', () => {
    const { code } = rewrite('var Ctx = createContext4(null);\nvar Box = React3.forwardRef(render);\nBox.displayName = "Box";\nvar other = compute();\n');
    expect(code).toBe(
      'var Ctx = /* @__PURE__ */ createContext4(null);\nvar Box = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React3.forwardRef(render), { displayName: "Box" });\n\nvar other = compute();\n',
    );
  });
});
