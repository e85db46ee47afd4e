/** list, show, tree and stats on the valid fixture. */
import { describe, expect, it } from 'vitest';
import { runCli, VALID } from './helpers.js';

const cli = (...args: string[]) => runCli([...args, '--dir', VALID]);

describe('list', () => {
  it('prints every id, sorted, one per line', async () => {
    const run = await cli('list');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      'api/player',
      'api/render-media',
      'getting-started',
      'guides/audio',
      'guides/index',
      'guides/rendering',
      'installation',
      'old-player',
      'standalone',
    ]);
  });

  it.concurrent.each([
    [
      ['--sidebar', 'apiSidebar'],
      ['api/player', 'api/render-media'],
    ],
    [['--no-sidebar'], ['old-player', 'standalone']],
    [
      ['--prefix', 'guides/'],
      ['guides/audio', 'guides/index', 'guides/rendering'],
    ],
    [['--stubs'], ['old-player']],
    [['--sidebar', 'mainSidebar', '--prefix', 'guides/r'], ['guides/rendering']],
    [['--prefix', 'nothing/'], []],
  ])('filters with %j', async (filters, ids) => {
    const run = await cli('list', ...filters);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').filter(Boolean)).toEqual(ids);
  });

  it('prints entries with routes as JSON', async () => {
    const run = await cli('list', '--stubs', '--json');
    expect(JSON.parse(run.stdout)).toEqual([
      {
        id: 'old-player',
        title: 'Player (old address)',
        description: 'This page has moved to the Player reference.',
        movedTo: 'api/player',
        route: '/docs/old-player/',
      },
    ]);
  });

  it('suggests a sidebar name for a typo and exits 1', async () => {
    const run = await cli('list', '--sidebar', 'mainsidebar');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('unknown sidebar "mainsidebar"; did you mean "mainSidebar"?');
  });
});

describe('show', () => {
  it('prints the entry, route, file, sidebar, markers, breadcrumbs and neighbours', async () => {
    const run = await cli('show', 'guides/audio');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').map((line) => line.trim().replace(/\s{2,}/g, ' | '));
    expect(lines).toEqual(
      expect.arrayContaining([
        'guides/audio — Audio',
        'route | /docs/guides/audio/',
        'sidebar | mainSidebar',
        'markers | paid',
        'breadcrumbs | Guides › Working with audio',
        'previous | guides/rendering — Rendering (/docs/guides/rendering/)',
        'next | (none)',
      ]),
    );
    expect(run.stdout).toMatch(/file +.*fixtures\/valid\/docs\/guides\/audio\.mdx/);
  });

  it('accepts a route, and shows the home page at /docs/', async () => {
    const run = await cli('show', '/docs/', '--json');
    expect(JSON.parse(run.stdout)).toMatchObject({ id: 'getting-started', route: '/docs/', next: { id: 'installation', href: '/docs/installation/' } });
  });

  it('shows where a redirect stub points', async () => {
    const run = await cli('show', 'old-player', '--json');
    expect(JSON.parse(run.stdout)).toMatchObject({ id: 'old-player', movedTo: 'api/player', breadcrumbs: [] });
  });

  it.concurrent.each([
    ['api/rendermedia', '"api/render-media"'],
    ['render-media', '"api/render-media"'],
    ['instalation', '"installation"'],
  ])('suggests the nearest id for %s and exits 1', async (query, suggestion) => {
    const run = await cli('show', query);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^docs-catalogue: unknown page id "${query}"; did you mean .*${suggestion.replace(/[/-]/g, '\\$&')}`));
  });

  it('points at `list` when nothing is close', async () => {
    const run = await cli('show', 'zzzzzzzzzzzz');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('run `docs-catalogue list` to see every id');
  });
});

describe('tree', () => {
  it('draws categories with their state, links with their targets, and markers', async () => {
    const run = await cli('tree', 'mainSidebar');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'mainSidebar',
        '• Getting started (getting-started)',
        '• Installation (installation)',
        '▾ Guides → /docs/guides/ (expanded)',
        '  • Rendering (guides/rendering)',
        '  • Working with audio (guides/audio) [paid]',
        '─ (separator) [html]',
        '↗ Templates → https://example.com/templates [external]',
        '',
      ].join('\n'),
    );
  });

  it('shows collapsed, always-open and deprecated items, and cuts at --depth', async () => {
    const full = await cli('tree', 'apiSidebar');
    expect(full.stdout).toContain(
      '▸ Player (collapsed)\n  • Player (api/player)\n  ▾ Rendering (always open)\n    • renderMedia() (api/render-media) [deprecated]\n',
    );
    expect(full.stdout).toContain('• Rendering guide → /docs/guides/rendering/\n');
    const cut = await cli('tree', 'apiSidebar', '--depth', '1');
    expect(cut.stdout).toBe('apiSidebar\n▸ Player (collapsed, 3 items hidden)\n• Rendering guide → /docs/guides/rendering/\n');
  });

  it('opens the ancestors of the --active page', async () => {
    const run = await cli('tree', 'apiSidebar', '--active', 'api/render-media');
    expect(run.stdout).toContain('▾ Player (expanded)');
  });

  it('suggests a sidebar for a typo and exits 1', async () => {
    const run = await cli('tree', 'apisidebar');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('did you mean "apiSidebar"?');
  });
});

describe('stats', () => {
  it('counts pages, stubs, sidebars, categories, links, html items and depth', async () => {
    const run = await cli('stats', '--json');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      pages: 9,
      stubs: 1,
      pagesWithoutSidebar: 2,
      maxDepth: 3,
      categoriesWithoutPage: 2,
      sidebars: {
        mainSidebar: { docs: 5, categories: 1, links: 5, externalLinks: 1, html: 1, maxDepth: 2 },
        apiSidebar: { docs: 2, categories: 2, links: 3, externalLinks: 0, html: 0, maxDepth: 3 },
      },
    });
  });

  it('prints a table', async () => {
    const run = await cli('stats');
    expect(run.stdout).toMatch(/^pages +9$/m);
    expect(run.stdout).toMatch(/^mainSidebar +5 +1 +5 +1 +1 +2$/m);
  });
});
