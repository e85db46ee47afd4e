import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, LIMITS, RULES, buildCatalogue, hasErrors, type CatalogueSource, type ProblemPath, type Severity } from '../src/index.js';
import { page, problemsOf, source, TREE_PAGES, TREE_SIDEBARS } from './helpers.js';

type RuleCase = { name: string; input: CatalogueSource; paths: ProblemPath[]; severity?: Severity; message?: RegExp };

const valid = [page('a'), page('b')];
const sidebarsWith = (...items: unknown[]) => source(valid, { main: ['a', ...items] });

/** At least one failing input per rule code, with the exact paths it must report. */
const CASES: Record<string, RuleCase[]> = {
  'frontmatter-schema': [
    {
      name: 'a title that is not a string',
      input: source([page('a', { title: 42 })]),
      paths: [['docs', 'a', 'title']],
      message: /^frontmatter title: .*\(found 42\)$/,
    },
    {
      name: 'an unknown key, with the nearest known one',
      input: source([page('a', { movedto: 'b' }), page('b')]),
      paths: [['docs', 'a', 'movedto']],
      message: /unknown key "movedto"; did you mean "movedTo"\?/,
    },
    {
      name: 'an unknown key far from any known one',
      input: source([page('a', { colour: 'red' })]),
      paths: [['docs', 'a', 'colour']],
      message: /unknown key "colour"; the known keys are title, description, movedTo, slug/,
    },
    { name: 'a missing description', input: source([{ id: 'a', frontmatter: { title: 'A page' } }]), paths: [['docs', 'a', 'description']] },
    { name: 'a slug other than "/"', input: source([page('a', { slug: '/elsewhere' })]), paths: [['docs', 'a', 'slug']] },
    { name: 'frontmatter that is not an object', input: source([{ id: 'a', frontmatter: 'title: A' }]), paths: [['docs', 'a']] },
  ],
  'duplicate-id': [
    {
      name: 'two files with one id',
      input: source([page('a', {}, 'docs/a.md'), page('a', {}, 'docs/a.mdx')]),
      paths: [['docs', 'a']],
      message: /already used by docs\/a\.md/,
    },
  ],
  'malformed-id': [
    { name: 'an empty id', input: source([page('')]), paths: [['docs', '']] },
    { name: 'an empty segment', input: source([page('a//b')]), paths: [['docs', 'a//b']] },
    { name: 'a leading slash', input: source([page('/a')]), paths: [['docs', '/a']] },
    { name: 'a trailing slash', input: source([page('a/')]), paths: [['docs', 'a/']] },
    { name: 'a ".." segment', input: source([page('a/../b')]), paths: [['docs', 'a/../b']] },
    { name: 'upper case', input: source([page('Intro')]), paths: [['docs', 'Intro']] },
    { name: 'a space', input: source([page('a b')]), paths: [['docs', 'a b']] },
  ],
  'route-collision': [
    {
      name: '`x` and `x/index`',
      input: source([page('x'), page('x/index')]),
      paths: [['docs', 'x/index']],
      message: /"x\/index" \(\/docs\/x\/\) and "x" \(\/docs\/x\/\)/,
    },
    {
      name: '`x/index` before `x`',
      input: source([page('x/index'), page('x')]),
      paths: [['docs', 'x']],
      message: /"x" \(\/docs\/x\/\) and "x\/index" \(\/docs\/x\/\)/,
    },
    {
      name: 'the home and `index`',
      input: source([page('start', { slug: '/' }), page('index')]),
      paths: [['docs', 'index']],
      message: /"index" \(\/docs\/\) and "start" \(\/docs\/\)/,
    },
    {
      name: 'two pages with `slug: /`',
      input: source([page('start', { slug: '/' }), page('other', { slug: '/' })]),
      paths: [['docs', 'other', 'slug']],
      message: /"start"/,
    },
  ],
  'title-length': [
    { name: 'an empty title', input: source([page('a', { title: '' })]), paths: [['docs', 'a', 'title']], message: /empty/ },
    { name: 'a blank title', input: source([page('a', { title: '   ' })]), paths: [['docs', 'a', 'title']], message: /empty \(found " {3}"\)/ },
    {
      name: `a title over ${LIMITS.titleMax} characters`,
      input: source([page('a', { title: 'x'.repeat(LIMITS.titleMax + 1) })]),
      paths: [['docs', 'a', 'title']],
      message: /101 characters; at most 100 are allowed \(found "x{58}…\)$/,
    },
  ],
  'description-length': [
    { name: 'an empty description', input: source([page('a', { description: '' })]), paths: [['docs', 'a', 'description']] },
    {
      name: `a description over ${LIMITS.descriptionMax} characters`,
      input: source([page('a', { description: 'y'.repeat(LIMITS.descriptionMax + 1) })]),
      paths: [['docs', 'a', 'description']],
      message: /161 characters; at most 160/,
    },
  ],
  'description-repeats-title': [
    {
      name: 'the title again, other case',
      input: source([page('a', { title: 'Render a video', description: 'render a video ' })]),
      paths: [['docs', 'a', 'description']],
      severity: 'warning',
    },
  ],
  'duplicate-description': [
    {
      name: 'two pages, one description',
      input: source([page('a', { description: 'Same words.' }), page('b', { description: 'same words.' })]),
      paths: [['docs', 'b', 'description']],
      severity: 'warning',
      message: /"a"/,
    },
  ],
  'stub-target-missing': [
    {
      name: 'a stub to nowhere',
      input: source([page('old', { movedTo: 'gone' })]),
      paths: [['docs', 'old', 'movedTo']],
      message: /moved to "gone", but no page has that id$/,
    },
    {
      name: 'a misspelt target, with the nearest id',
      input: source([page('old', { movedTo: 'player/apy' }), page('player/api')]),
      paths: [['docs', 'old', 'movedTo']],
      message: /did you mean "player\/api"\?/,
    },
  ],
  'stub-target-is-stub': [
    {
      name: 'a chain of stubs',
      input: source([page('old', { movedTo: 'mid' }), page('mid', { movedTo: 'new' }), page('new')]),
      paths: [['docs', 'old', 'movedTo']],
    },
    { name: 'a stub to itself', input: source([page('loop', { movedTo: 'loop' })]), paths: [['docs', 'loop', 'movedTo']] },
  ],
  'sidebars-schema': [
    { name: 'a list instead of an object', input: source(valid, ['a']), paths: [['sidebars']] },
    { name: 'a sidebar that is not a list', input: source(valid, { main: { Guides: ['a'] } }), paths: [['sidebars', 'main']] },
  ],
  'sidebar-item-schema': [
    { name: 'a doc item without id', input: sidebarsWith({ type: 'doc' }), paths: [['sidebars', 'main', 1, 'id']] },
    {
      name: 'an unknown key',
      input: sidebarsWith({ type: 'doc', id: 'b', lable: 'B' }),
      paths: [['sidebars', 'main', 1, 'lable']],
      message: /^doc item unknown key "lable"; did you mean "label"\?/,
    },
    {
      name: 'an unknown key in a category link',
      input: sidebarsWith({ type: 'category', label: 'B', link: { type: 'doc', id: 'b', label: 'x' }, items: ['b'] }),
      paths: [['sidebars', 'main', 1, 'link', 'label']],
      message: /link: unknown key "label"; the known keys are type, id/,
    },
    {
      name: 'an unknown item type, named',
      input: sidebarsWith({ type: 'banana', id: 'b' }),
      paths: [['sidebars', 'main', 1]],
      message: /unknown item type "banana"/,
    },
    {
      name: 'a misspelt item type, with the nearest one',
      input: sidebarsWith({ type: 'dco', id: 'b' }),
      paths: [['sidebars', 'main', 1]],
      message: /unknown item type "dco"; did you mean "doc"\?/,
    },
    { name: 'an item without a type, with its keys', input: sidebarsWith({ id: 'b' }), paths: [['sidebars', 'main', 1]], message: /has no type \(keys: id\)/ },
    { name: 'a number', input: sidebarsWith(7), paths: [['sidebars', 'main', 1]], message: /; found 7 \(at/ },
    { name: 'an unknown type', input: sidebarsWith({ type: 'autogenerated', dirName: '.' }), paths: [['sidebars', 'main', 1]] },
    // Names of Object.prototype members once reached past the allowlist and threw.
    { name: 'a type named like a prototype member', input: sidebarsWith({ type: 'toString' }), paths: [['sidebars', 'main', 1]] },
    {
      name: 'an empty label',
      input: sidebarsWith({ type: 'category', label: '', items: ['b'] }),
      paths: [['sidebars', 'main', 1, 'label']],
      message: /label: label must not be empty \(found ""\)/,
    },
    { name: 'a category without items', input: sidebarsWith({ type: 'category', label: 'B' }), paths: [['sidebars', 'main', 1, 'items']] },
    {
      name: 'a nested link without label',
      input: sidebarsWith({ type: 'category', label: 'B', items: ['b', { type: 'link', href: '/docs/a' }] }),
      paths: [['sidebars', 'main', 1, 'items', 1, 'label']],
    },
  ],
  'missing-doc': [
    { name: 'a bare id', input: sidebarsWith('b', 'nope'), paths: [['sidebars', 'main', 2]], message: /lists "nope", but no page has that id \(at/ },
    {
      name: 'a misspelt id, with the nearest one',
      input: source([page('installation'), page('guide')], { main: ['guide', 'instalation'] }),
      paths: [['sidebars', 'main', 1]],
      message: /"instalation", but no page has that id; did you mean "installation"\?/,
    },
    {
      name: 'a doc item in a category',
      input: sidebarsWith({ type: 'category', label: 'B', items: [{ type: 'doc', id: 'nope' }, 'b'] }),
      paths: [['sidebars', 'main', 1, 'items', 0, 'id']],
    },
    {
      name: 'a category page',
      input: sidebarsWith({ type: 'category', label: 'B', link: { type: 'doc', id: 'nope' }, items: ['b'] }),
      paths: [['sidebars', 'main', 1, 'link', 'id']],
    },
    { name: 'an id named like a prototype member', input: sidebarsWith('b', 'constructor'), paths: [['sidebars', 'main', 2]] },
  ],
  'duplicate-in-sidebar': [
    { name: 'a doc listed twice', input: sidebarsWith('b', { type: 'category', label: 'More', items: ['a'] }), paths: [['sidebars', 'main', 2, 'items', 0]] },
    {
      name: 'a category page listed again',
      input: sidebarsWith({ type: 'category', label: 'B', link: { type: 'doc', id: 'b' }, items: ['b'] }),
      paths: [['sidebars', 'main', 1, 'items', 0]],
    },
  ],
  'unsafe-href': [
    { name: 'javascript:', input: sidebarsWith('b', { type: 'link', label: 'Run', href: 'javascript:alert(1)' }), paths: [['sidebars', 'main', 2, 'href']] },
    { name: 'data:', input: sidebarsWith('b', { type: 'link', label: 'Data', href: 'data:text/html,<b>x</b>' }), paths: [['sidebars', 'main', 2, 'href']] },
    {
      name: 'vbscript: hidden by a tab',
      input: sidebarsWith('b', { type: 'link', label: 'VB', href: 'vb\tscript:msgbox' }),
      paths: [['sidebars', 'main', 2, 'href']],
    },
  ],
  'broken-internal-href': [
    {
      name: 'a docs route with no page',
      input: sidebarsWith('b', { type: 'link', label: 'Gone', href: '/docs/gone' }),
      paths: [['sidebars', 'main', 2, 'href']],
      message: /"\/docs\/gone" matches no page/,
    },
    {
      name: 'a misspelt route, with the nearest one',
      input: sidebarsWith('b', { type: 'link', label: 'B', href: '/docs/bb' }),
      paths: [['sidebars', 'main', 2, 'href']],
      message: /did you mean "\/docs\/b\/"/,
    },
    {
      name: 'the home when there is none',
      input: sidebarsWith('b', { type: 'link', label: 'Home', href: '/docs/' }),
      paths: [['sidebars', 'main', 2, 'href']],
    },
  ],
  'html-not-allowed': [
    { name: 'a script', input: sidebarsWith('b', { type: 'html', value: '<script>alert(1)</script>' }), paths: [['sidebars', 'main', 2, 'value']] },
    {
      name: 'an event handler',
      input: sidebarsWith('b', { type: 'html', value: '<img src=x onerror="alert(1)">' }),
      paths: [['sidebars', 'main', 2, 'value']],
    },
    {
      name: 'a style that hides content',
      input: sidebarsWith('b', { type: 'html', value: '<span style="display:none">Hidden</span>' }),
      paths: [['sidebars', 'main', 2, 'value']],
    },
    { name: 'a link', input: sidebarsWith('b', { type: 'html', value: '<a href="https://example.com">x</a>' }), paths: [['sidebars', 'main', 2, 'value']] },
  ],
  'empty-category': [
    { name: 'no items', input: sidebarsWith('b', { type: 'category', label: 'Empty', items: [] }), paths: [['sidebars', 'main', 2, 'items']] },
  ],
  'version-schema': [
    {
      name: 'an unknown banner',
      input: source(valid, {}, { ...CURRENT_VERSION, banner: 'soon' }),
      paths: [['version', 'banner']],
      message: /banner: .*\(found "soon"\)/,
    },
    {
      name: 'a misspelt banner, with the nearest option',
      input: source(valid, {}, { ...CURRENT_VERSION, banner: 'unmaintaned' }),
      paths: [['version', 'banner']],
      message: /did you mean "unmaintained"\?/,
    },
    {
      name: 'an unknown key',
      input: source(valid, {}, { ...CURRENT_VERSION, lable: 'Next' }),
      paths: [['version', 'lable']],
      message: /unknown key "lable"; did you mean "label"\?/,
    },
    { name: 'a missing field', input: source(valid, {}, { ...CURRENT_VERSION, isLast: undefined }), paths: [['version', 'isLast']] },
    { name: 'no record at all', input: { pages: valid, sidebars: {}, version: undefined }, paths: [['version']] },
  ],
  'version-invariant': [
    { name: 'a banner on the last version', input: source(valid, {}, { ...CURRENT_VERSION, banner: 'unreleased' }), paths: [['version', 'banner']] },
    { name: 'the current version hidden from search', input: source(valid, {}, { ...CURRENT_VERSION, noIndex: true }), paths: [['version', 'noIndex']] },
    { name: 'an unsafe plugin id', input: source(valid, {}, { ...CURRENT_VERSION, pluginId: 'my plugin' }), paths: [['version', 'pluginId']] },
  ],
};

describe('validation rules', () => {
  it('has failing cases for every rule code, and no cases for codes that do not exist', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const [code, cases] of Object.entries(CASES)) {
    describe(code, () => {
      for (const { name, input, paths, severity = 'error', message } of cases) {
        it(`reports ${name}`, () => {
          const found = problemsOf(input, code);
          expect(found.map((problem) => problem.path)).toEqual(paths);
          for (const problem of found) {
            expect(problem.severity).toBe(severity);
            expect(problem.message.length).toBeGreaterThan(0);
            if (message) expect(problem.message).toMatch(message);
          }
        });
      }
    });
  }

  it('accepts the limits themselves: a 1-character title and a 160-character description', () => {
    const input = source([page('a', { title: 'A', description: 'd'.repeat(LIMITS.descriptionMax) }), page('b', { title: 't'.repeat(LIMITS.titleMax) })]);
    expect(problemsOf(input)).toEqual([]);
  });

  it('finds nothing in a clean catalogue, and reports every problem of a bad one at once', () => {
    expect(problemsOf(source(TREE_PAGES, TREE_SIDEBARS))).toEqual([]);

    const bad = source([page('A'), page('b', { title: '' }), page('old', { movedTo: 'gone' })], {
      main: ['b', 'missing', { type: 'html', value: '<script></script>' }],
    });
    const codes = new Set(problemsOf(bad).map((problem) => problem.code));
    expect([...codes].sort()).toEqual(['html-not-allowed', 'malformed-id', 'missing-doc', 'stub-target-missing', 'title-length']);
  });

  it('still checks an item that breaks its schema in one field: its page, its href', () => {
    const input = sidebarsWith(
      { type: 'doc', id: 'nope', lable: 'B' },
      { type: 'link', label: '', href: 'javascript:alert(1)' },
      { type: 'category', label: 'C', link: { type: 'doc', id: 'gone', label: 'x' }, items: ['b'] },
    );
    expect(problemsOf(input).map((problem) => `${problem.code} ${problem.path.join('.')}`)).toEqual([
      'sidebar-item-schema sidebars.main.1.lable',
      'sidebar-item-schema sidebars.main.2.label',
      'sidebar-item-schema sidebars.main.3.link.label',
      'missing-doc sidebars.main.1.id',
      'missing-doc sidebars.main.3.link.id',
      'unsafe-href sidebars.main.2.href',
    ]);
  });

  it('names the page and its file on page problems, and the sidebars file on sidebar problems', () => {
    const input: CatalogueSource = { ...source([page('a', { title: '' }, 'docs/a.mdx')], { main: ['a', 'nope'] }), files: { sidebars: 'sidebars.yaml' } };
    const [titleProblem] = problemsOf(input, 'title-length');
    expect(titleProblem).toMatchObject({ docId: 'a', file: 'docs/a.mdx' });
    const [missing] = problemsOf(input, 'missing-doc');
    expect(missing).toMatchObject({ docId: 'nope', file: 'sidebars.yaml' });
    expect(missing?.message).toContain('main[1]');
  });

  it('tells errors from warnings', () => {
    expect(hasErrors(buildCatalogue(source([page('a', { title: 'Same', description: 'same' })])).problems)).toBe(false);
    expect(hasErrors(buildCatalogue(source([page('a', { title: '' })])).problems)).toBe(true);
  });
});
