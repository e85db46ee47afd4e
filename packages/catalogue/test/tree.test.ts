import { describe, expect, it } from 'vitest';
import {
  allDocsInReadingOrder,
  breadcrumbs,
  buildCatalogue,
  categoriesWithoutPage,
  categoryAt,
  catalogueStats,
  childrenOf,
  docsWithoutSidebar,
  flattenSidebar,
  idOfRoute,
  locateDoc,
  markersOf,
  MARKERS,
  nextDoc,
  openCategoryKeys,
  previousAndNext,
  previousDoc,
  readingOrder,
  redirectStubs,
  routeOf,
  sidebarOf,
  walkSidebar,
} from '../src/index.js';
import { page, source, treeCatalogue, withUnlisted } from './helpers.js';

const catalogue = treeCatalogue();
const main = catalogue.sidebars.main!;

describe('walkSidebar / flattenSidebar', () => {
  it('visits items depth first, a category before its children, with index paths and ancestors', () => {
    const entries = flattenSidebar(main);
    expect(entries.map((entry) => entry.path.join('.'))).toEqual(['0', '1', '2', '2.0', '2.1', '2.2', '2.2.0', '2.2.1', '2.3', '3', '3.0', '4']);
    expect(entries.map((entry) => (entry.item.type === 'html' ? 'html' : entry.item.label))).toEqual([
      'Title of intro',
      'html',
      'Guides',
      'Title of guides/first',
      'Example site',
      'Deep',
      'Title of guides/deep/a',
      'Title of guides/deep/b',
      'html',
      'Reference',
      'The API',
      'Other reference',
    ]);
    const deepA = entries.find((entry) => entry.path.join('.') === '2.2.0')!;
    expect(deepA.ancestors.map((category) => category.label)).toEqual(['Guides', 'Deep']);
    expect([...walkSidebar(main)]).toEqual(entries);
  });
});

describe('routes of a catalogue', () => {
  it('serves the home at /docs/ and maps routes back to ids', () => {
    expect(routeOf(catalogue, 'intro')).toBe('/docs/');
    expect(routeOf(catalogue, 'guides/deep/a')).toBe('/docs/guides/deep/a/');
    expect(idOfRoute(catalogue, '/docs/')).toBe('intro');
    expect(idOfRoute(catalogue, '/docs/guides/deep/a/')).toBe('guides/deep/a');
    expect(idOfRoute(catalogue, '/docs/guides#top')).toBe('guides');
    expect(idOfRoute(catalogue, '/docs/intro')).toBeUndefined();
  });
});

describe('locating a doc', () => {
  it('knows each doc’s sidebar, with the first sidebar in config order winning', () => {
    expect(sidebarOf(catalogue, 'guides/first')).toBe('main');
    expect(sidebarOf(catalogue, 'ref/other')).toBe('api');
    expect(sidebarOf(catalogue, 'lonely')).toBeUndefined();
  });

  it('finds a doc where its own sidebar lists it, a category page included', () => {
    expect(locateDoc(catalogue, 'guides/deep/b')).toMatchObject({ sidebar: 'main', path: [2, 2, 1] });
    expect(locateDoc(catalogue, 'guides')).toMatchObject({ sidebar: 'main', path: [2], item: { type: 'category', label: 'Guides' } });
    // Listed in `api` too, but it lives in `main`.
    expect(locateDoc(catalogue, 'guides/first')).toMatchObject({ sidebar: 'main', path: [2, 0] });
    // Linked from `main` by href, but it lives in `api`.
    expect(locateDoc(catalogue, 'ref/other')).toMatchObject({ sidebar: 'api', path: [0] });
    expect(locateDoc(catalogue, 'lonely')).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('lists the enclosing categories (with their pages) and then the doc', () => {
    expect(breadcrumbs(catalogue, 'guides/deep/a')).toEqual([
      { label: 'Guides', href: '/docs/guides/' },
      { label: 'Deep' },
      { label: 'Title of guides/deep/a', href: '/docs/guides/deep/a/' },
    ]);
    expect(breadcrumbs(catalogue, 'ref/api')).toEqual([{ label: 'Reference' }, { label: 'The API', href: '/docs/ref/api/' }]);
    expect(breadcrumbs(catalogue, 'guides')).toEqual([{ label: 'Guides', href: '/docs/guides/' }]);
    expect(breadcrumbs(catalogue, 'intro')).toEqual([{ label: 'Title of intro', href: '/docs/' }]);
  });

  it('is empty for a doc in no sidebar', () => {
    expect(breadcrumbs(catalogue, 'lonely')).toEqual([]);
  });
});

describe('reading order, previous and next', () => {
  it('skips html items, external links, docs of other sidebars and the second listing of a doc', () => {
    expect(readingOrder(catalogue, 'main')).toEqual(['intro', 'guides', 'guides/first', 'guides/deep/a', 'guides/deep/b', 'ref/api']);
    expect(readingOrder(catalogue, 'api')).toEqual(['ref/other']);
    expect(readingOrder(catalogue, 'missing')).toEqual([]);
  });

  it('links neighbours with their title and route', () => {
    expect(previousAndNext(catalogue, 'intro')).toEqual({ next: { id: 'guides', title: 'Title of guides', href: '/docs/guides/' } });
    expect(previousAndNext(catalogue, 'guides/first')).toEqual({
      previous: { id: 'guides', title: 'Title of guides', href: '/docs/guides/' },
      next: { id: 'guides/deep/a', title: 'Title of guides/deep/a', href: '/docs/guides/deep/a/' },
    });
    expect(previousAndNext(catalogue, 'guides')).toEqual({
      previous: { id: 'intro', title: 'Title of intro', href: '/docs/' },
      next: { id: 'guides/first', title: 'Title of guides/first', href: '/docs/guides/first/' },
    });
    expect(previousAndNext(catalogue, 'ref/api')).toEqual({ previous: { id: 'guides/deep/b', title: 'Title of guides/deep/b', href: '/docs/guides/deep/b/' } });
  });

  it('gives no neighbours to a doc alone in its sidebar or in none', () => {
    expect(previousAndNext(catalogue, 'ref/other')).toEqual({});
    expect(previousAndNext(catalogue, 'lonely')).toEqual({});
    expect(previousDoc(catalogue, 'nope')).toBeUndefined();
    expect(nextDoc(catalogue, 'nope')).toBeUndefined();
  });

  it('skips unlisted items, which still have a place for breadcrumbs', () => {
    const hidden = withUnlisted(catalogue, new Set(['guides/deep/a']));
    expect(readingOrder(hidden, 'main')).not.toContain('guides/deep/a');
    expect(nextDoc(hidden, 'guides/first')?.id).toBe('guides/deep/b');
    expect(previousDoc(hidden, 'guides/deep/b')?.id).toBe('guides/first');
    expect(previousAndNext(hidden, 'guides/deep/a')).toEqual({});
    expect(breadcrumbs(hidden, 'guides/deep/a').map((crumb) => crumb.label)).toEqual(['Guides', 'Deep', 'Title of guides/deep/a']);
  });
});

describe('openCategoryKeys', () => {
  it('opens the ancestors of the active doc plus every category with collapsed: false', () => {
    expect(openCategoryKeys(catalogue, 'main', 'guides/deep/a')).toEqual(new Set(['2', '2.2']));
    expect(openCategoryKeys(catalogue, 'main', 'ref/api')).toEqual(new Set(['2.2', '3']));
    expect(openCategoryKeys(catalogue, 'main', 'intro')).toEqual(new Set(['2.2']));
    expect(openCategoryKeys(catalogue, 'main')).toEqual(new Set(['2.2']));
  });

  it('opens a category whose own page is active, so its children show', () => {
    expect(openCategoryKeys(catalogue, 'main', 'guides')).toEqual(new Set(['2', '2.2']));
  });

  it('returns nothing for an unknown sidebar', () => {
    expect(openCategoryKeys(catalogue, 'missing', 'intro').size).toBe(0);
  });
});

describe('categories', () => {
  it('finds a category by key, and nothing at a key that is not a category', () => {
    expect(categoryAt(catalogue, 'main', '2.2')?.label).toBe('Deep');
    expect(categoryAt(catalogue, 'main', '3')?.label).toBe('Reference');
    expect(categoryAt(catalogue, 'main', '0')).toBeUndefined();
    expect(categoryAt(catalogue, 'main', '9')).toBeUndefined();
    expect(categoryAt(catalogue, 'missing', '0')).toBeUndefined();
  });

  it('lists a category’s links and sub-categories, leaving html out', () => {
    const guides = categoryAt(catalogue, 'main', '2')!;
    expect(childrenOf(guides).map((item) => item.label)).toEqual(['Title of guides/first', 'Example site', 'Deep']);
  });

  it('lists the categories without a page of their own, with their keys and ancestors', () => {
    expect(
      categoriesWithoutPage(catalogue).map(({ sidebar, key, category, ancestors }) => [sidebar, key, category.label, ancestors.map((a) => a.label)]),
    ).toEqual([
      ['main', '2.2', 'Deep', ['Guides']],
      ['main', '3', 'Reference', []],
    ]);
  });
});

describe('docs without sidebar, redirect stubs and stats', () => {
  it('lists the docs in no sidebar and the redirect stubs', () => {
    expect(docsWithoutSidebar(catalogue)).toEqual(['lonely', 'old-guide']);
    expect(redirectStubs(catalogue)).toEqual(['old-guide']);
  });

  it('counts pages, stubs and what each sidebar holds', () => {
    expect(catalogueStats(catalogue)).toEqual({
      pages: 9,
      stubs: 1,
      pagesWithoutSidebar: 2,
      sidebars: {
        main: { docs: 6, categories: 3, links: 7, externalLinks: 1, html: 2, maxDepth: 3 },
        api: { docs: 1, categories: 0, links: 2, externalLinks: 0, html: 0, maxDepth: 1 },
      },
      maxDepth: 3,
    });
  });
});

describe('markers', () => {
  it('reads the markers out of a className with several classes', () => {
    expect(markersOf('paid')).toEqual([MARKERS.paid]);
    expect(markersOf('menu__link deprecated  unmaintained')).toEqual([MARKERS.deprecated, MARKERS.unmaintained]);
    expect(markersOf('paid-plan')).toEqual([]);
    expect(markersOf(undefined)).toEqual([]);
  });

  it('is carried by the normalized item', () => {
    const api = locateDoc(catalogue, 'ref/api')!.item;
    expect(api.className).toBe('paid');
  });
});

describe('allDocsInReadingOrder', () => {
  it('reads every sidebar in turn, then the docs in no sidebar by id, leaving redirect stubs out', () => {
    const { catalogue } = buildCatalogue(
      source([page('b'), page('a'), page('z-lonely'), page('c-lonely'), page('old', { movedTo: 'a' }), page('second')], {
        first: ['b', 'a'],
        second: ['second', 'a'],
      }),
    );
    expect(allDocsInReadingOrder(catalogue)).toEqual(['b', 'a', 'second', 'c-lonely', 'z-lonely']);
  });
});
