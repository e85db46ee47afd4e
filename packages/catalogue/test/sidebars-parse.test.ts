/** The sidebars' first stage: the config as read → typed items with their paths, and what the schemas refused. */
import { describe, expect, it } from 'vitest';
import { docReferences, parseSidebars, walkParsedSidebars } from '../src/index.js';

describe('parseSidebars', () => {
  it('reads a bare id as a doc item whose path is the id itself', () => {
    expect(parseSidebars({ main: ['intro'] }).sidebars).toEqual([
      { name: 'main', items: [{ type: 'doc', id: 'intro', path: ['sidebars', 'main', 0], shorthand: true }] },
    ]);
  });

  it('keeps the sidebars in the order of the config, a sidebar that is no list as empty', () => {
    const parsed = parseSidebars({ b: ['x'], a: 'x' });
    expect(parsed.sidebars.map(({ name, items }) => [name, items.length])).toEqual([
      ['b', 1],
      ['a', 0],
    ]);
    expect(parsed.configIssues).toEqual([{ path: ['sidebars', 'a'], message: 'the sidebar "a" must be a list of items; found "x"' }]);
  });

  it('keeps an item with an unknown key or a wrong optional field, without that field, and reports each', () => {
    const parsed = parseSidebars({ main: [{ type: 'doc', id: 'intro', lable: 'Start', className: 7 }] });
    expect(parsed.sidebars[0]!.items).toEqual([{ type: 'doc', id: 'intro', path: ['sidebars', 'main', 0], shorthand: false }]);
    expect(parsed.itemIssues.map((issue) => issue.path)).toEqual([
      ['sidebars', 'main', 0, 'className'],
      ['sidebars', 'main', 0, 'lable'],
    ]);
  });

  it('keeps an item whose label breaks only a limit, and the unknown key of a category link out', () => {
    const parsed = parseSidebars({ main: [{ type: 'category', label: '', link: { type: 'doc', id: 'c', label: 'x' }, items: [] }] });
    expect(parsed.sidebars[0]!.items).toEqual([{ type: 'category', label: '', link: { type: 'doc', id: 'c' }, items: [], path: ['sidebars', 'main', 0] }]);
    expect(parsed.itemIssues.map((issue) => issue.path)).toEqual([
      ['sidebars', 'main', 0, 'label'],
      ['sidebars', 'main', 0, 'link', 'label'],
    ]);
  });

  it('marks an item without a usable required field invalid, and still reads the items of such a category', () => {
    const parsed = parseSidebars({
      main: [
        { type: 'link', href: '/x' },
        { type: 'category', label: 5, items: ['a', { type: 'doc', id: 'b' }] },
      ],
    });
    const [link, category] = parsed.sidebars[0]!.items;
    expect(link).toEqual({ type: 'invalid', path: ['sidebars', 'main', 0], items: [] });
    expect(category?.type).toBe('invalid');
    expect(docReferences(parsed).map((reference) => [reference.id, reference.path])).toEqual([
      ['a', ['sidebars', 'main', 1, 'items', 0]],
      ['b', ['sidebars', 'main', 1, 'items', 1, 'id']],
    ]);
  });

  it('reports item issues in the order of the file, a category before its items', () => {
    const parsed = parseSidebars({ main: [{ type: 'category', label: 'C', colour: 'red', items: [{ type: 'dco' }] }, 7] });
    expect(parsed.itemIssues.map((issue) => issue.path)).toEqual([
      ['sidebars', 'main', 0, 'colour'],
      ['sidebars', 'main', 0, 'items', 0],
      ['sidebars', 'main', 1],
    ]);
  });

  it('refuses a config that is not a map, naming what it found', () => {
    expect(parseSidebars(['intro'])).toEqual({
      sidebars: [],
      configIssues: [{ path: ['sidebars'], message: 'the sidebars config must be an object of sidebar name → list of items; found ["intro"]' }],
      itemIssues: [],
    });
  });
});

describe('walkParsedSidebars and docReferences', () => {
  it('walk depth first and list bare ids, doc items and category pages with the path of the id', () => {
    const parsed = parseSidebars({
      main: [
        'a',
        {
          type: 'category',
          label: 'C',
          link: { type: 'doc', id: 'c' },
          items: [
            { type: 'doc', id: 'd' },
            { type: 'html', value: '<hr>' },
          ],
        },
      ],
      other: ['a'],
    });
    expect([...walkParsedSidebars(parsed)].map(({ sidebar, item }) => `${sidebar}:${item.type}`)).toEqual([
      'main:doc',
      'main:category',
      'main:doc',
      'main:html',
      'other:doc',
    ]);
    expect(docReferences(parsed)).toEqual([
      { id: 'a', sidebar: 'main', path: ['sidebars', 'main', 0] },
      { id: 'c', sidebar: 'main', path: ['sidebars', 'main', 1, 'link', 'id'] },
      { id: 'd', sidebar: 'main', path: ['sidebars', 'main', 1, 'items', 0, 'id'] },
      { id: 'a', sidebar: 'other', path: ['sidebars', 'other', 0] },
    ]);
  });
});
