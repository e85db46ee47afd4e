import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, buildCatalogue, normalizeSidebars, parseSidebars, type SidebarItem } from '../src/index.js';
import { page, source } from './helpers.js';

describe('buildCatalogue: which sidebar a doc belongs to', () => {
  it('gives a doc listed in two sidebars to the first sidebar in config order', () => {
    const pages = [page('shared'), page('a'), page('b')];
    const { catalogue, problems } = buildCatalogue(source(pages, { first: ['a', 'shared'], second: ['shared', 'b'] }));
    expect(problems).toEqual([]);
    expect(catalogue.docs.shared?.sidebar).toBe('first');
    expect(catalogue.docs.b?.sidebar).toBe('second');

    const swapped = buildCatalogue(source(pages, { second: ['shared', 'b'], first: ['a', 'shared'] })).catalogue;
    expect(swapped.docs.shared?.sidebar).toBe('second');
  });

  it('counts a category page as a listing, in walk order (a category before its items)', () => {
    const pages = [page('area'), page('inner')];
    const config = {
      api: [{ type: 'category', label: 'Inner first', items: ['inner'] }],
      main: [{ type: 'category', label: 'Area', link: { type: 'doc', id: 'area' }, items: ['inner'] }],
    };
    const { catalogue } = buildCatalogue(source(pages, config));
    expect(catalogue.docs.area?.sidebar).toBe('main');
    expect(catalogue.docs.inner?.sidebar).toBe('api');
  });

  it('leaves docs listed nowhere without a sidebar', () => {
    const { catalogue } = buildCatalogue(source([page('a'), page('alone')], { main: ['a'] }));
    expect(catalogue.docs.alone).toEqual({ id: 'alone', title: 'Title of alone', description: 'What alone covers, in one sentence.' });
  });
});

describe('buildCatalogue: the docs home and the version', () => {
  it('takes the home from `slug: /` and routes it at /docs/', () => {
    const { catalogue } = buildCatalogue(source([page('a'), page('start', { slug: '/' })], { main: ['start', 'a'] }));
    expect(catalogue.homeId).toBe('start');
    expect(catalogue.sidebars.main?.[0]).toEqual({ type: 'link', label: 'Title of start', href: '/docs/', docId: 'start' });
  });

  it('has no homeId when no page claims it', () => {
    expect('homeId' in buildCatalogue(source([page('a')])).catalogue).toBe(false);
  });

  it('keeps a valid version record and falls back to the current one for a bad record', () => {
    const older = { ...CURRENT_VERSION, version: '3.0', label: '3.0', isLast: false, banner: 'unmaintained' as const, className: 'docs-version-3' };
    expect(buildCatalogue(source([page('a')], {}, older)).catalogue.version).toEqual(older);
    const bad = buildCatalogue(source([page('a')], {}, { label: 7 }));
    expect(bad.catalogue.version).toEqual(CURRENT_VERSION);
    expect(bad.problems.some((problem) => problem.code === 'version-schema')).toBe(true);
  });

  it('keeps the first page of a duplicated id and stores redirect targets', () => {
    const { catalogue } = buildCatalogue(source([page('a', { title: 'First' }), page('a', { title: 'Second' }), page('old', { movedTo: 'a' })]));
    expect(catalogue.docs.a?.title).toBe('First');
    expect(catalogue.docs.old?.movedTo).toBe('a');
  });

  it('keeps pages whose ids are names of Object.prototype members', () => {
    const { catalogue, problems } = buildCatalogue(source([page('constructor'), page('valueof')], { main: ['constructor'] }));
    expect(Object.keys(catalogue.docs)).toEqual(['constructor', 'valueof']);
    const id: string = 'constructor';
    expect(catalogue.docs[id]?.sidebar).toBe('main');
    expect(problems).toEqual([]);
    // Assigning sidebars must never write to Object.prototype's members.
    expect((Object as unknown as { sidebar?: string }).sidebar).toBeUndefined();
  });

  it('never throws, even on data of the wrong shape', () => {
    expect(() => buildCatalogue({ pages: [{ id: 'a', frontmatter: null }], sidebars: 'nope', version: 42 })).not.toThrow();
  });
});

describe('normalization', () => {
  const context = { docs: { intro: { id: 'intro', title: 'Introduction', description: 'd' } } };

  it('turns doc items into links with docId and href, labelled by the doc title unless a label is given', () => {
    const sidebars = normalizeSidebars(
      parseSidebars({ main: ['intro', { type: 'doc', id: 'intro', label: 'Start here', className: 'paid' }, 'unknown/page'] }),
      context,
    );
    expect(sidebars.main).toEqual([
      { type: 'link', label: 'Introduction', href: '/docs/intro/', docId: 'intro' },
      { type: 'link', label: 'Start here', href: '/docs/intro/', docId: 'intro', className: 'paid' },
      { type: 'link', label: 'unknown/page', href: '/docs/unknown/page/', docId: 'unknown/page' },
    ]);
  });

  it('collapses categories by default and opens those that cannot collapse', () => {
    const category = (extra: Record<string, unknown>) => ({ type: 'category', label: 'C', items: ['intro'], ...extra });
    const [byDefault, open, fixed, fixedButCollapsed] = normalizeSidebars(
      parseSidebars({
        main: [category({}), category({ collapsed: false }), category({ collapsible: false }), category({ collapsible: false, collapsed: true })],
      }),
      context,
    ).main as Extract<SidebarItem, { type: 'category' }>[];
    expect([byDefault?.collapsed, byDefault?.collapsible]).toEqual([true, true]);
    expect([open?.collapsed, open?.collapsible]).toEqual([false, true]);
    expect([fixed?.collapsed, fixed?.collapsible]).toEqual([false, false]);
    expect([fixedButCollapsed?.collapsed, fixedButCollapsed?.collapsible]).toEqual([false, false]);
  });

  it('gives a category with a page an href, and keeps html and link items', () => {
    const sidebars = normalizeSidebars(
      parseSidebars({
        main: [
          { type: 'category', label: 'Intro', link: { type: 'doc', id: 'intro' }, items: [], className: 'deprecated' },
          { type: 'html', value: '<hr>', defaultStyle: true },
          { type: 'link', label: 'Site', href: 'https://example.com' },
        ],
      }),
      context,
    );
    expect(sidebars.main).toEqual([
      { type: 'category', label: 'Intro', items: [], collapsed: true, collapsible: true, href: '/docs/intro/', className: 'deprecated' },
      { type: 'html', value: '<hr>', defaultStyle: true },
      { type: 'link', label: 'Site', href: 'https://example.com' },
    ]);
  });

  it('skips malformed items (validation reports them) and treats a non-list sidebar as empty', () => {
    const malformed = [7, null, { type: 'doc' }, { type: 'ref', id: 'intro' }, { type: 'link', href: '/x' }, { type: 'category', label: 'C' }];
    const sidebars = normalizeSidebars(parseSidebars({ main: [...malformed, 'intro'], other: 'x' }), context);
    expect(sidebars.main).toEqual([{ type: 'link', label: 'Introduction', href: '/docs/intro/', docId: 'intro' }]);
    expect(sidebars.other).toEqual([]);
  });
});
