/** What a build does, from the last build's record: nothing, the pages whose bodies alone changed, or everything and why. */
import { describe, expect, it } from 'vitest';
import { bodyRegion, differOnlyInHtml, replaceOnce } from '../../src/build/page-patch';
import { planBuild, type BuildRecord } from '../../src/build/plan';

const record: BuildRecord = { inputs: { shared: 's1', bodies: { '/c/docs/a.md': 'a1', '/c/docs/b.md': 'b1' } }, output: 'o1' };

describe('planBuild', () => {
  it('builds everything without a record, or when the output folder changed or is gone', () => {
    expect(planBuild(undefined, record.inputs, 'o1')).toEqual({ kind: 'full', reason: 'no earlier build to start from' });
    expect(planBuild(record, record.inputs, 'o2')).toMatchObject({ kind: 'full', reason: expect.stringContaining('output folder') });
    expect(planBuild(record, record.inputs, undefined)).toMatchObject({ kind: 'full', reason: expect.stringContaining('output folder') });
  });

  it('builds everything when anything but a body changed, or a page came or went', () => {
    expect(planBuild(record, { ...record.inputs, shared: 's2' }, 'o1')).toMatchObject({ kind: 'full', reason: expect.stringContaining('frontmatter') });
    const added = { shared: 's1', bodies: { ...record.inputs.bodies, '/c/docs/c.md': 'c1' } };
    expect(planBuild(record, added, 'o1')).toEqual({ kind: 'full', reason: 'pages were added or removed' });
    const renamed = { shared: 's1', bodies: { '/c/docs/a.md': 'a1', '/c/docs/c.md': 'b1' } };
    expect(planBuild(record, renamed, 'o1')).toEqual({ kind: 'full', reason: 'pages were added or removed' });
  });

  it('rebuilds the pages whose bodies changed, and nothing when none did', () => {
    expect(planBuild(record, record.inputs, 'o1')).toEqual({ kind: 'up to date' });
    expect(planBuild(record, { shared: 's1', bodies: { '/c/docs/a.md': 'a1', '/c/docs/b.md': 'b2' } }, 'o1')).toEqual({
      kind: 'pages',
      files: ['/c/docs/b.md'],
    });
  });
});

describe('page patches', () => {
  it('replace text found exactly once, and nothing otherwise', () => {
    expect(replaceOnce('<p>one</p><p>two</p>', '<p>two</p>', '<p>2</p>')).toBe('<p>one</p><p>2</p>');
    expect(replaceOnce('<p>x</p><p>x</p>', '<p>x</p>', '<p>y</p>')).toBeUndefined();
    expect(replaceOnce('<p>x</p>', '<p>z</p>', '<p>y</p>')).toBeUndefined();
    // Overlapping occurrences count as two.
    expect(replaceOnce('aaa', 'aa', 'b')).toBeUndefined();
    // `$` in the new text is text, not a replacement pattern.
    expect(replaceOnce('<div>a</div>', 'a', '$& $1')).toBe('<div>$& $1</div>');
  });

  it('find the body as the docs route writes it', () => {
    expect(bodyRegion('<p>Hi</p>')).toBe('<div class="doc-body"><p>Hi</p></div>');
  });

  it('tell a body whose HTML alone changed from one whose headings changed', () => {
    const headings = [{ depth: 2, slug: 'usage', text: 'Usage' }];
    expect(differOnlyInHtml({ html: '<p>a</p>', headings }, { html: '<p>b</p>', headings: [...headings] })).toBe(true);
    expect(differOnlyInHtml({ html: '<p>a</p>', headings }, { html: '<p>a</p>', headings: [{ ...headings[0]!, text: 'Use' }] })).toBe(false);
    expect(differOnlyInHtml({ html: '<p>a</p>', headings }, { html: '<p>a</p>', headings: [] })).toBe(false);
  });
});
