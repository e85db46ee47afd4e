/** How the search index is shared out into parts of a bounded number of pages. */
import { describe, expect, it } from 'vitest';
import { PAGES_PER_PART, searchPartDir, searchParts } from '../../src/build/search-parts';
import { otherPartUrls } from '../../src/scripts/search';

const pages = (count: number) => Array.from({ length: count }, (_, index) => `docs/page-${String(index).padStart(5, '0')}/index.html`);

describe('searchParts', () => {
  it('makes one part, /pagefind/, of a site up to the pages a part holds', () => {
    expect(searchParts([])).toEqual([{ dir: 'pagefind', url: '/pagefind/', pages: [] }]);
    const parts = searchParts(pages(PAGES_PER_PART));
    expect(parts.map((part) => [part.dir, part.url, part.pages.length])).toEqual([['pagefind', '/pagefind/', PAGES_PER_PART]]);
  });

  it('makes as few parts as hold the pages, none over the limit and none empty', () => {
    const parts = searchParts(pages(10_183));
    expect(parts.map((part) => part.url)).toEqual(['/pagefind/', '/pagefind-2/', '/pagefind-3/', '/pagefind-4/', '/pagefind-5/']);
    expect(parts.map((part) => part.pages.length)).toEqual([2037, 2037, 2037, 2036, 2036]);
    expect(searchParts(pages(PAGES_PER_PART + 1))).toHaveLength(2);
  });

  it('puts every page in exactly one part, dealt out in sorted order whatever order they come in', () => {
    const all = pages(7);
    const parts = searchParts([...all].reverse(), 3);
    expect(parts.map((part) => part.pages)).toEqual([
      [all[0], all[3], all[6]],
      [all[1], all[4]],
      [all[2], all[5]],
    ]);
    expect(parts.flatMap((part) => part.pages).sort()).toEqual(all);
  });

  it('names the first part as Pagefind does and numbers the others', () => {
    expect([1, 2, 12].map(searchPartDir)).toEqual(['pagefind', 'pagefind-2', 'pagefind-12']);
  });

  it('refuses a part size that is not a whole number of at least one', () => {
    expect(() => searchParts(pages(3), 0)).toThrow('pages per search part must be a whole number ≥ 1, not 0');
    expect(() => searchParts(pages(3), 1.5)).toThrow('not 1.5');
  });
});

describe('otherPartUrls (the search script reading the list)', () => {
  it('merges the parts after the first, and only paths on this site', () => {
    expect(otherPartUrls(['/pagefind/'])).toEqual([]);
    expect(otherPartUrls(['/pagefind/', '/pagefind-2/', '/pagefind-3/'])).toEqual(['/pagefind-2/', '/pagefind-3/']);
    expect(otherPartUrls(['/pagefind/', '//evil.example/', 'https://evil.example/', '/\\evil', 3, '/pagefind-2/'])).toEqual(['/pagefind-2/']);
    expect(otherPartUrls({ parts: ['/a/'] })).toEqual([]);
    expect(otherPartUrls(null)).toEqual([]);
  });
});
