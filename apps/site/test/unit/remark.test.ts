import type { Root } from 'mdast';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkAdmonitions } from '../../src/markdown/remark-admonitions';
import { codeTitleOf, remarkCodeTitles } from '../../src/markdown/remark-code-titles';
import { BrokenLinksError, remarkDocLinks } from '../../src/markdown/remark-doc-links';
import { fixtureCatalogue } from './fixture';

const catalogue = fixtureCatalogue();
const docsDir = '/content/docs';
const options = { catalogue, docsDir, extraHrefs: new Set(['/docs/category/start-here/']) };

async function transform(markdown: string, plugin: 'links' | 'admonitions', file = path.join(docsDir, 'guide/one.mdx')): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkDirective);
  if (plugin === 'links') processor.use(remarkDocLinks, options);
  else processor.use(remarkAdmonitions);
  const vfile = new VFile({ path: file, value: markdown });
  return (await processor.run(processor.parse(vfile), vfile)) as Root;
}

describe('body links', () => {
  it('rewrites links and definitions to canonical URLs', async () => {
    const tree = await transform('See [basics](/docs/basics) and [two][t].\n\n[t]: ./deep/two.mdx', 'links');
    const urls: string[] = [];
    const collect = (node: { type: string; url?: string; children?: unknown[] }) => {
      if (node.url) urls.push(node.url);
      for (const child of (node.children ?? []) as never[]) collect(child);
    };
    collect(tree as never);
    expect(urls).toEqual(['/docs/basics/', '/docs/guide/deep/two/']);
  });

  it('fails on a link to no page, naming the file, line and link', async () => {
    const error = await transform('Fine: [a](/docs/basics).\n\nBroken: [b](/docs/nope) and [c](../missing.mdx).', 'links').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrokenLinksError);
    expect((error as Error).message).toContain('docs/guide/one.mdx:3 /docs/nope');
    expect((error as Error).message).toContain('docs/guide/one.mdx:3 ../missing.mdx');
  });
});

describe('admonitions', () => {
  it('turn :::note blocks into titled asides', async () => {
    const tree = await transform(':::warning[Careful]\nThis deletes **everything**.\n:::\n\n:::tip\nA hint.\n:::', 'admonitions');
    const [warning, tip] = tree.children as unknown as {
      data: { hName: string; hProperties: { className: string[] } };
      children: { type: string; children: { value?: string }[] }[];
    }[];
    expect(warning!.data.hName).toBe('aside');
    expect(warning!.data.hProperties.className).toEqual(['admonition', 'admonition-warning']);
    expect(warning!.children[0]!.children[0]!.value).toBe('Careful');
    expect(tip!.children[0]!.children[0]!.value).toBe('Tip');
  });

  it('put other directive syntax back as the text that was written', async () => {
    const tree = await transform('Error:Cannot find module, ratio 16:9.\n\n::leaf\n\n:::unknown\nbody\n:::', 'admonitions');
    const texts: string[] = [];
    const collect = (node: { type: string; value?: string; children?: unknown[] }) => {
      if (node.type === 'text') texts.push(node.value!);
      for (const child of (node.children ?? []) as never[]) collect(child);
    };
    collect(tree as never);
    const all = texts.join('');
    expect(all).toContain('Error:Cannot find module, ratio 16:9.');
    expect(all).toContain('::leaf');
    expect(all).toContain(':::unknown\nbody\n:::');
  });
});

describe('code block titles', () => {
  it.each([
    ['tsx title="src/Root.tsx"', 'src/Root.tsx'],
    ["ts title='remotion.config.ts' partial", 'remotion.config.ts'],
    ['tsx', undefined],
    ['tsx title=""', undefined],
    [null, undefined],
  ])('%s → %s', (meta, expected) => expect(codeTitleOf(meta)).toBe(expected));

  it('puts the file name in a caption before its block, as text', async () => {
    const processor = unified().use(remarkParse).use(remarkCodeTitles);
    const tree = (await processor.run(processor.parse('```tsx title="<img src=x onerror=alert(1)>"\nconst a = 1;\n```\n'))) as Root;
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'code']);
    const caption = tree.children[0] as { data?: { hName?: string }; children: { type: string; value: string }[] };
    expect(caption.data?.hName).toBe('div');
    expect(caption.children).toEqual([{ type: 'text', value: '<img src=x onerror=alert(1)>' }]);
  });
});
