/** The product spec's facts about the catalogue, checked against the real content files. */
import { describe, expect, it } from 'vitest';
import { catalogueStats, docsWithoutSidebar, redirectStubs, walkSidebar, type SidebarCategory, type SidebarItem } from '@docs/catalogue';
import { catalogue, loaded } from './load.js';

const topLevelLabels = (items: SidebarItem[]) => items.map((item) => (item.type === 'html' ? '<hr>' : item.label));

function categoryNamed(items: SidebarItem[], label: string): SidebarCategory {
  for (const { item } of walkSidebar(items)) if (item.type === 'category' && item.label === label) return item;
  throw new Error(`no category "${label}"`);
}

describe('the catalogue', () => {
  it('loads with zero problems', () => {
    expect(loaded.problems).toEqual([]);
  });

  it('has exactly the three sidebars, about a thousand pages, each page in at most one sidebar, and the stubs', () => {
    expect(Object.keys(catalogue.sidebars)).toEqual(['mainSidebar', 'apiSidebar', 'recorderSidebar']);
    const stats = catalogueStats(catalogue);
    // "About a thousand pages" (the spec), as a range: a page added or removed must not fail this test.
    expect(stats.pages).toBeGreaterThanOrEqual(950);
    expect(stats.pages).toBeLessThanOrEqual(1_100);
    expect(stats.pages).toBe(loaded.pages.length);
    // Every page counts once: in its one sidebar, or among those in none.
    const inSidebars = Object.values(stats.sidebars).reduce((sum, sidebar) => sum + sidebar.docs, 0);
    expect(inSidebars + docsWithoutSidebar(catalogue).length).toBe(stats.pages);
    // The API reference is the largest sidebar, the Recorder's the smallest, as in the toolkit's own docs.
    expect(stats.sidebars.apiSidebar!.docs).toBeGreaterThan(stats.sidebars.mainSidebar!.docs);
    expect(stats.sidebars.recorderSidebar!.docs).toBeGreaterThan(0);
    expect(stats.sidebars.recorderSidebar!.docs).toBeLessThan(stats.sidebars.mainSidebar!.docs);
    expect(stats.stubs).toBeGreaterThan(0);
  });

  it('orders the guide areas of mainSidebar as the spec lists them', () => {
    const labels = topLevelLabels(catalogue.sidebars.mainSidebar!);
    const specOrder = [
      'Getting started',
      'Designing visuals',
      'Embedding videos',
      'Audio',
      'Parameterized videos',
      'Rendering',
      'Studio',
      'Server-side rendering',
      'Player',
      'Lambda',
      'Cloud Run',
      'Media Parser',
      'WebCodecs',
      'Building apps',
      'AI',
      'Tooling',
      'Troubleshooting',
      'Terminology',
      'Migration guides',
      'License',
      'Timeline',
      'Recorder',
    ];
    const positions = specOrder.map((label) => labels.indexOf(label));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(labels.at(-1)).toBe('Recorder');
    expect(labels.at(-2)).toBe('Timeline');
  });

  it('puts the named pages in their guide areas', () => {
    const main = catalogue.sidebars.mainSidebar!;
    const docIds = (category: SidebarCategory) =>
      [...walkSidebar(category.items)].flatMap(({ item }) => (item.type === 'link' && item.docId ? [item.docId] : []));
    expect(docIds(categoryNamed(main, 'Getting started'))).toEqual(['getting-started', 'the-fundamentals', 'animating-properties', 'reusability', 'preview']);
    expect(categoryNamed(main, 'Embedding videos').href).toBe('/docs/videos/');
    expect(categoryNamed(main, 'Audio').href).toBe('/docs/using-audio/');
    expect(docIds(categoryNamed(main, 'Audio')).every((id) => id.startsWith('audio/'))).toBe(true);
    expect(docIds(categoryNamed(main, 'Parameterized videos'))).toEqual(expect.arrayContaining(['passing-props', 'schemas']));
    expect(categoryNamed(main, 'Parameterized videos').href).toBe('/docs/parameterized-rendering/');
    expect(docIds(categoryNamed(main, 'Rendering'))).toEqual(expect.arrayContaining(['encoding', 'stills']));
    expect(categoryNamed(main, 'Studio').href).toBe('/docs/studio/');
    expect(docIds(categoryNamed(main, 'Studio')).every((id) => id.startsWith('studio/'))).toBe(true);
    expect(categoryNamed(main, 'Player').href).toBe('/docs/player/');
    expect(categoryNamed(main, 'Cloud Run').items).toContainEqual(expect.objectContaining({ docId: 'cloudrun-alpha' }));
    expect(categoryNamed(main, 'Media Parser').href).toBe('/docs/media-parser/');
    expect(categoryNamed(main, 'WebCodecs').href).toBe('/docs/webcodecs/');
    expect(categoryNamed(main, 'AI').href).toBe('/docs/ai/');
    expect(categoryNamed(main, 'Terminology').href).toBe('/docs/terminology/');
    expect(docIds(categoryNamed(main, 'Migration guides'))).toEqual(
      expect.arrayContaining(['2-0-migration', '3-0-migration', '4-0-migration', '5-0-migration', 'react-19']),
    );
    expect(categoryNamed(main, 'License').href).toBe('/docs/license/');
    expect(catalogue.homeId).toBe('getting-started');
  });

  it('marks exactly the Timeline link, the Recorder link and the cube transition as paid', () => {
    const paid: string[] = [];
    for (const [sidebar, items] of Object.entries(catalogue.sidebars)) {
      for (const { item } of walkSidebar(items)) {
        if (item.className?.split(' ').includes('paid')) paid.push(`${sidebar}:${item.type === 'html' ? item.value : item.label}`);
      }
    }
    expect(paid.sort()).toEqual(['apiSidebar:cube()', 'mainSidebar:Recorder', 'mainSidebar:Timeline']);
    const main = catalogue.sidebars.mainSidebar!;
    expect(main.find((item) => item.type === 'link' && item.label === 'Timeline')).toMatchObject({ href: '/docs/timeline/' });
    expect(main.find((item) => item.type === 'link' && item.label === 'Recorder')).toMatchObject({ href: '/docs/recorder/' });
  });

  it('opens the recorder Editing and Exporting categories and collapses the others by default', () => {
    const open: string[] = [];
    for (const items of Object.values(catalogue.sidebars)) {
      for (const { item } of walkSidebar(items))
        if (item.type === 'category' && !item.collapsed) open.push(`${item.label}${item.collapsible ? '' : ' (not collapsible)'}`);
    }
    expect(open.sort()).toEqual(['Editing', 'Exporting', 'Recorder (not collapsible)']);
    expect(catalogue.docs['recorder/index']?.sidebar).toBe('recorderSidebar');
  });

  it('keeps the separators between groups as html items', () => {
    for (const name of ['mainSidebar', 'apiSidebar']) {
      const html = [...walkSidebar(catalogue.sidebars[name]!)].filter(({ item }) => item.type === 'html');
      expect(html.length).toBeGreaterThan(0);
    }
  });

  it('leaves the named pages out of every sidebar, and has no editor-starter or canvas-capture pages', () => {
    const outside = docsWithoutSidebar(catalogue);
    expect(outside).toEqual(
      expect.arrayContaining([
        'lambda/sqs',
        'investors',
        'media-parser/seeking-hints',
        'timeline/index',
        'timeline/demo',
        'timeline/setup',
        'timeline/usage',
        'timeline/faq',
        'timeline/render',
      ]),
    );
    const ids = Object.keys(catalogue.docs);
    expect(ids.filter((id) => id.startsWith('editor-starter') || id.startsWith('canvas-capture'))).toEqual([]);
    const hrefs = Object.values(catalogue.sidebars).flatMap((items) =>
      [...walkSidebar(items)].flatMap(({ item }) => (item.type === 'link' ? [item.href] : [])),
    );
    expect(hrefs.filter((href) => /editor-starter|canvas-capture/.test(href))).toEqual([]);
  });

  it('has redirect stubs for real renames, each pointing at a real page', () => {
    const stubs = redirectStubs(catalogue);
    expect(stubs.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.docs['lambda/downloadvideo']?.movedTo).toBe('lambda/downloadmedia');
    expect(catalogue.docs['lambda/rendervideoonlambda']?.movedTo).toBe('lambda/rendermediaonlambda');
    expect(catalogue.docs['player/player']?.movedTo).toBe('player/api');
    for (const id of stubs) {
      const target = catalogue.docs[catalogue.docs[id]!.movedTo!];
      expect(target, id).toBeDefined();
      expect(target!.movedTo, id).toBeUndefined();
      expect(catalogue.docs[id]!.description.toLowerCase()).toMatch(/moved|renamed|became|now|forward|points/);
    }
    const player = categoryNamed(catalogue.sidebars.mainSidebar!, 'Player');
    expect(player.items).toContainEqual(expect.objectContaining({ label: 'API Reference', href: '/docs/player/player/' }));
  });

  it('has a troubleshooting page for every error topic', () => {
    const pages = [
      'timeout',
      'target-closed',
      'troubleshooting/sigkill',
      'troubleshooting/browser-launch',
      'media-playback-error',
      'non-seekable-media',
      'troubleshooting/defaultprops-too-big',
      'troubleshooting/font-loading-errors',
      'version-mismatch',
      'lambda/s3-public-access',
      'lambda/troubleshooting/permissions',
      'enametoolong',
    ];
    for (const id of pages) expect(catalogue.docs[id], id).toBeDefined();
    expect(catalogue.docs.timeout!.title).toContain('28000ms');
    expect(catalogue.docs.timeout!.title).toContain('delayRender()');
    expect(catalogue.docs.enametoolong!.description).toContain('8192');
    expect(catalogue.docs['target-closed']!.title).toContain('Target closed');
    expect(catalogue.docs['troubleshooting/sigkill']!.title).toContain('SIGKILL');
  });

  it('writes API titles as code', () => {
    expect(catalogue.docs['renderer/render-media']!.title).toBe('renderMedia()');
    expect(catalogue.docs['player/api']!.title).toBe('<Player>');
    expect(catalogue.docs['cli/render']!.title).toBe('npx remotion render');
  });

  it('gives every page one distinct description of at most 160 characters', () => {
    const seen = new Map<string, string>();
    for (const doc of Object.values(catalogue.docs)) {
      expect(doc.description.length, doc.id).toBeLessThanOrEqual(160);
      expect(doc.description.trim().toLowerCase(), doc.id).not.toBe(doc.title.trim().toLowerCase());
      expect(doc.description, doc.id).toMatch(/[.!?)]$/);
      expect(doc.description, doc.id).not.toMatch(/lorem|\bTODO\b|description of/i);
      const key = doc.description.toLowerCase();
      expect(seen.get(key), `${doc.id} repeats the description of ${seen.get(key)}`).toBeUndefined();
      seen.set(key, doc.id);
    }
  });
});
