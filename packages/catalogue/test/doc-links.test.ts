import { describe, expect, it } from 'vitest';
import { resolveDocHref } from '../src/index.js';
import { treeCatalogue } from './helpers.js';

const catalogue = treeCatalogue();
// The linking page: docs/guides/first.md; `guides` is a page and `guides/deep/a` one below it.
const fromFile = 'guides/first.md';
const options = { extraHrefs: new Set(['/docs/category/reference/']) };
const resolve = (href: string) => resolveDocHref(catalogue, href, fromFile, options);

describe('resolveDocHref', () => {
  it.each([
    ['/docs/guides', '/docs/guides/'],
    ['/docs/guides/#part', '/docs/guides/#part'],
    ['/docs/guides/deep/a?tab=2', '/docs/guides/deep/a/?tab=2'],
    ['/docs/', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs/intro', '/docs/'],
    ['./deep/a.md#x', '/docs/guides/deep/a/#x'],
    ['../lonely.mdx', '/docs/lonely/'],
    ['deep/b.md', '/docs/guides/deep/b/'],
    ['/docs/category/reference', '/docs/category/reference/'],
    ['/docs/ref/api.md', '/docs/ref/api.md'],
  ])('%s → %s', (href, expected) => expect(resolve(href)).toBe(expected));

  it.each(['/docs/nope', '/docs/nope.md', './missing.md', '../../outside.md', '/docs/category/other/'])('%s names no page', (href) => {
    expect(resolve(href)).toBeUndefined();
  });

  it.each(['https://example.com/docs/guides', '//example.com/docs/x', '#local', '', '/llms.txt', '/blog/post', '/docs/catalogue.json'])(
    '%s is not a docs link',
    (href) => {
      expect(resolve(href)).toBeNull();
    },
  );

  it('resolves a redirect stub to its own route (the stub page sends readers on)', () => {
    expect(resolve('/docs/old-guide')).toBe('/docs/old-guide/');
  });
});
