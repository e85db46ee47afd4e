/** The extraction and checking machinery on small pages whose outcome is known. */
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, formatDiagnostic, languageProblem, PACKAGE_DIR, parseMeta, typeCheckBlocks } from '../src/index.js';

const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n\n${body}`;

describe('extractCodeBlocks', () => {
  it('finds blocks with file lines, also inside admonitions, and reads their markers', () => {
    const text = page('Intro.\n\n:::note\n```ts\nconst a = 1;\n```\n:::\n\n```tsx partial="shows one prop"\n<X />\n```\n\n```\nplain\n```\n');
    const blocks = extractCodeBlocks('a.mdx', text);
    expect(blocks.map((block) => [block.line, block.lang, block.partialReason])).toEqual([
      [9, 'ts', undefined],
      [14, 'tsx', 'shows one prop'],
      [18, null, undefined],
    ]);
  });

  it('accepts a first-line partial comment and rejects one without a reason', () => {
    const [withReason, withoutReason] = extractCodeBlocks('a.mdx', page('```ts\n// partial: fragment of a config\nx\n```\n\n```ts\n// partial:\nx\n```\n'));
    expect(withReason!.partialReason).toBe('fragment of a config');
    expect(withReason!.problems).toEqual([]);
    expect(withoutReason!.problems[0]).toMatch(/must say why/);
  });

  it('names the file when the page is not valid MDX', () => {
    expect(() => extractCodeBlocks('broken.mdx', page('A <div unclosed\n'))).toThrow(/broken\.mdx: not valid MDX/);
  });

  it('reads a .md page as Markdown, where the same text is fine', () => {
    const blocks = extractCodeBlocks('plain.md', page('A <div unclosed and a { brace.\n\n```ts\nconst a = 1;\n```\n'));
    expect(blocks.map((block) => [block.line, block.lang])).toEqual([[8, 'ts']]);
  });
});

describe('markers and languages', () => {
  it('rejects unknown meta keys and bad titles', () => {
    expect(parseMeta('title="src/Root.tsx" partial="x"')).toEqual({ meta: { title: 'src/Root.tsx', partial: 'x' }, problems: [] });
    expect(parseMeta('showLineNumbers').problems[0]).toMatch(/unknown code block meta "showLineNumbers"/);
    expect(parseMeta('title="x.js"').problems[0]).toMatch(/relative \.ts, \.tsx, \.mts or \.cts path/);
    expect(parseMeta('title="../outside.ts"').problems).toHaveLength(1);
    expect(parseMeta('title="/abs.ts"').problems).toHaveLength(1);
    expect(parseMeta('title="src/render.mts"').problems).toEqual([]);
  });

  it('reports missing and unknown languages', () => {
    expect(languageProblem(null)).toMatch(/no language/);
    expect(languageProblem('typescript')).toMatch(/unknown code block language "typescript"/);
    expect(languageProblem('tsx')).toBeUndefined();
  });
});

describe('typeCheckBlocks', () => {
  it('passes correct code against the installed remotion and reports errors at the page line', () => {
    const text = page(
      [
        '```tsx',
        "import {useCurrentFrame} from 'remotion';",
        'export const A = () => <div>{useCurrentFrame()}</div>;',
        '```',
        '',
        '```ts',
        "import {interpolate} from 'remotion';",
        '',
        'const x: string = interpolate(1, [0, 1], [0, 1]);',
        '```',
        '',
      ].join('\n'),
    );
    const result = typeCheckBlocks(extractCodeBlocks('p.mdx', text), PACKAGE_DIR);
    expect(result.checked).toHaveLength(2);
    expect(result.diagnostics).toHaveLength(1);
    const [diagnostic] = result.diagnostics;
    expect(diagnostic).toMatchObject({ file: 'p.mdx', blockLine: 11, line: 14 });
    expect(formatDiagnostic(diagnostic!)).toMatch(/^p\.mdx:14 \(block at line 11\): TS2322: Type 'number' is not assignable to type 'string'/);
  });

  it('skips partial blocks and ignores other languages', () => {
    const text = page('```ts partial="not code"\nthis is not code\n```\n\n```bash\nnpx remotion render\n```\n');
    const result = typeCheckBlocks(extractCodeBlocks('p.mdx', text), PACKAGE_DIR);
    expect([result.checked.length, result.skipped.length, result.diagnostics]).toEqual([0, 1, []]);
  });

  it('lets titled blocks of one page import each other, but not across pages', () => {
    const comp = '```tsx title="src/Comp.tsx"\nexport const Comp = ({name}: {name: string}) => <h1>{name}</h1>;\n```\n';
    const root = '```tsx title="src/Root.tsx"\nimport {Comp} from \'./Comp\';\nexport const R = () => <Comp name={1} />;\n```\n';
    const same = typeCheckBlocks(extractCodeBlocks('p.mdx', page(`${comp}\n${root}`)), PACKAGE_DIR);
    expect(same.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/TS2322: Type 'number' is not assignable to type 'string'/)]);
    const apart = typeCheckBlocks([...extractCodeBlocks('p.mdx', page(comp)), ...extractCodeBlocks('q.mdx', page(root))], PACKAGE_DIR);
    expect(apart.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/TS2307: Cannot find module '\.\/Comp'/)]);
  });

  it('keeps untitled blocks apart, so equal names in two blocks do not clash', () => {
    const text = page('```ts\nexport const value = 1;\n```\n\n```ts\nexport const value = "a";\n```\n');
    expect(typeCheckBlocks(extractCodeBlocks('p.mdx', text), PACKAGE_DIR).diagnostics).toEqual([]);
  });

  it('reports a title used twice on one page', () => {
    const block = '```ts title="a.ts"\nexport {};\n```\n';
    const result = typeCheckBlocks(extractCodeBlocks('p.mdx', page(`${block}\n${block}`)), PACKAGE_DIR);
    expect(result.diagnostics.map((d) => d.message)).toEqual(['title="a.ts" is already used by the block at line 6']);
  });
});
