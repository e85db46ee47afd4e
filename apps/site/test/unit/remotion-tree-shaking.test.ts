/**
 * The rewrite of remotion's files for tree-shaking: the namespace that replaces `Internals` offers
 * every entry the real object has, under the same names, and the files reading it import it
 * directly; factory calls and writes to the Studio's registries are marked pure, and a component's
 * `displayName` is set in its declaration.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Internals } from 'remotion';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { rewriteRemotionFile, studioRegistryRead } from '../../src/demo-bundle/remotion-tree-shaking';

const rewrite = (code: string, internals?: string, imported?: Map<string, string>) =>
  rewriteRemotionFile(code, '/x/remotion/dist/esm/index.mjs', parseAst(code) as never, internals, imported);

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

  it('imports the internals from their namespace module and reads them one by one', () => {
    const { code } = rewrite(
      'import { Internals as Internals2, useCurrentFrame } from "remotion";\nimport { NoReactInternals } from "remotion/no-react";\nvar { createEffect, makeError: make } = Internals2;\nInternals2.useTimeline();\n',
      undefined,
      new Map([['remotion', '\0ns:remotion']]),
    );
    expect(code).toContain('import { useCurrentFrame } from "remotion";\nimport * as Internals2 from "\\u0000ns:remotion";');
    expect(code).toContain('var createEffect = Internals2.createEffect, make = Internals2.makeError;');
    // A specifier without a namespace module (not resolved) stays as it was.
    expect(code).toContain('import { NoReactInternals } from "remotion/no-react";');
  });

  it("marks remotion's writes to the Studio's registries pure, and no other call", () => {
    const { code } = rewrite(
      'var Internals = { a: 1 };\naddSequenceStackTraces(Folder);\nsetSequenceComponent(Sequence);\ncheckMultipleRemotionVersions();\n',
      'Internals',
    );
    expect(code).toContain(
      '/* @__PURE__ */ addSequenceStackTraces(Folder);\n/* @__PURE__ */ setSequenceComponent(Sequence);\ncheckMultipleRemotionVersions();',
    );
  });

  it("names the Studio registry a file reads, which would stop the demo bundle's build", () => {
    expect(studioRegistryRead('const stacks = Internals.getComponentsToAddStacksTo();')).toBe('getComponentsToAddStacksTo');
    expect(studioRegistryRead('const Seq = Internals2.getSequenceComponent();')).toBe('getSequenceComponent');
    expect(studioRegistryRead('Internals.getSequenceComponentName();')).toBeUndefined();
  });
});
