/** What the docs route shows, built from a small catalogue with stand-ins for the body renderer, the API reference and git. */
import type { Presentation } from '@docs/api-reference';
import type { LoadedPage } from '@docs/catalogue/node';
import { describe, expect, it, vi } from 'vitest';
import type { SiteApiReference } from '../../src/lib/api-reference';
import docsConfig from '../../docs.config';
import { areasOf } from '../../src/lib/areas';
import { docsPageData, docsPaths, roleOf, type PageDataSources } from '../../src/lib/page-data';
import type { Site } from '../../src/lib/site';
import { buildSiteModel } from '../../src/lib/site-model';
import { fixtureCatalogue } from './fixture';

const catalogue = fixtureCatalogue();
const LABELS = docsConfig.identity.sidebarLabels;
/** Every page has a file but `hidden`, as if it came from elsewhere. */
const files = Object.keys(catalogue.docs).filter((id) => id !== 'hidden');
const loaded = (id: string): LoadedPage => ({
  id,
  file: `docs/${id}.md`,
  absolutePath: `/site/content/docs/${id}.md`,
  frontmatter: {},
  body: `Body of ${id}.`,
});
const site: Site = {
  ...buildSiteModel(catalogue),
  areas: areasOf(catalogue, LABELS),
  pages: new Map(files.map((id) => [id, loaded(id)])),
  sidebarLabels: LABELS,
};

/** The published catalogue gives `basics` an "Available from" note; `api/thing` has a reference with one section. */
function sources(): PageDataSources & { body: ReturnType<typeof vi.fn>; presentationOf: ReturnType<typeof vi.fn> } {
  const presentationOf = vi.fn((docId: string, taken: Iterable<string> = []): Presentation | undefined => {
    if (docId !== 'api/thing') return undefined;
    const sectionId = [...taken].includes('props') ? 'api-props' : 'props';
    return { id: 'api-reference', notes: [], sections: [{ id: sectionId, title: 'Props' }] } as unknown as Presentation;
  });
  const published = {
    ...catalogue,
    docs: { ...catalogue.docs, basics: { ...catalogue.docs.basics!, description: 'The ideas everything else builds on. Available from v4.0.3.' } },
  };
  const reference: SiteApiReference = { presentationOf, catalogue: published };
  const body = vi.fn(async (page: LoadedPage) => ({
    html: `<p>${page.body}</p>`,
    headings: page.id === 'api/thing' ? [{ depth: 2, slug: 'props', text: 'Props' }] : [],
  }));
  return {
    site,
    body,
    presentationOf,
    reference,
    lastUpdated: async (file) => (file.endsWith('/basics.md') ? '2026-11-21T10:02:03+01:00' : undefined),
    editUrl: (file) => `https://example.com/edit/${file.replace('/site/', '')}`,
  };
}

describe('docs routes', () => {
  it('are every page at its canonical href, and the home page again at its own id', () => {
    expect(docsPaths(catalogue)).toEqual([
      { params: { slug: undefined }, props: { id: 'intro' } },
      { params: { slug: 'basics' }, props: { id: 'basics' } },
      { params: { slug: 'guide' }, props: { id: 'guide/index' } },
      { params: { slug: 'guide/one' }, props: { id: 'guide/one' } },
      { params: { slug: 'guide/deep/two' }, props: { id: 'guide/deep/two' } },
      { params: { slug: 'api/thing' }, props: { id: 'api/thing' } },
      { params: { slug: 'old' }, props: { id: 'old' } },
      { params: { slug: 'hidden' }, props: { id: 'hidden' } },
      { params: { slug: 'intro' }, props: { id: 'intro', homeAlias: true } },
    ]);
  });

  it('add no alias when there is no home page, or when it is the `index` page already at /docs/', () => {
    const withoutHome = { ...catalogue, homeId: undefined };
    expect(docsPaths(withoutHome).some((path) => path.props.homeAlias)).toBe(false);
    const indexHome = { ...catalogue, docs: { ...catalogue.docs, index: { ...catalogue.docs.intro!, id: 'index' } }, homeId: 'index' };
    expect(
      docsPaths(indexHome)
        .filter((path) => path.params.slug === undefined)
        .map((path) => path.props),
    ).toEqual([{ id: 'index' }]);
    expect(docsPaths(indexHome).some((path) => path.props.homeAlias)).toBe(false);
  });

  it('are a page, a moved page’s stub, or the home page’s alias', () => {
    expect(roleOf(catalogue, { id: 'basics' })).toEqual({ kind: 'page' });
    expect(roleOf(catalogue, { id: 'old' })).toEqual({ kind: 'stub', target: 'guide/one', reason: 'moved' });
    expect(roleOf(catalogue, { id: 'intro', homeAlias: true })).toEqual({ kind: 'stub', target: 'intro', reason: 'home alias' });
  });
});

describe('a page', () => {
  it('has its body, its place in the sidebar and the published description', async () => {
    const given = sources();
    const data = await docsPageData({ id: 'basics' }, given);
    expect(data.bodyHtml).toBe('<p>Body of basics.</p>');
    expect(data.layout).toMatchObject({
      title: 'Basics',
      description: 'The ideas everything else builds on.',
      metaDescription: 'The ideas everything else builds on. Available from v4.0.3.',
      availableFrom: 'v4.0.3',
      href: '/docs/basics/',
      canonical: '/docs/basics/',
      sidebar: { name: 'mainSidebar', items: site.sidebars.mainSidebar },
      crumbs: [
        { label: 'Start here', href: '/docs/category/start-here/' },
        { label: 'Basics', href: '/docs/basics/' },
      ],
      neighbours: { previous: { href: '/docs/', title: 'Introduction' }, next: { href: '/docs/guide/', title: 'Guide' } },
      search: { area: 'Guides › Start here' },
      noindex: false,
      refreshTo: undefined,
      markdownHref: '/docs/basics.md',
      headings: [],
      editUrl: 'https://example.com/edit/content/docs/basics.md',
      lastUpdated: '2026-11-21T10:02:03+01:00',
    });
    expect(data.moved).toBeUndefined();
    expect(data.reference).toBeUndefined();
    expect(data.children).toEqual({ entries: [] });
  });

  it('lists the body’s headings, then the reference’s, whose ids avoid the body’s', async () => {
    const given = sources();
    const data = await docsPageData({ id: 'api/thing' }, given);
    expect(given.presentationOf).toHaveBeenCalledWith('api/thing', ['props']);
    expect(data.reference?.sections.map((section) => section.id)).toEqual(['api-props']);
    expect(data.layout.headings).toEqual([
      { depth: 2, slug: 'props', text: 'Props' },
      { depth: 2, slug: 'api-reference', text: 'API reference' },
      { depth: 3, slug: 'api-props', text: 'Props' },
    ]);
    expect(data.layout.markers?.map((marker) => marker.text)).toEqual(['Paid']);
  });

  it('that is a category’s own page lists the category’s children under a heading', async () => {
    const data = await docsPageData({ id: 'guide/index' }, sources());
    expect(data.children?.heading).toBe('In this section');
    expect(data.children?.entries.map((entry) => [entry.label, entry.href])).toEqual([
      ['Chapter one', '/docs/guide/one/'],
      ['Start here', '/docs/category/guide/start-here/'],
      ['Old page', '/docs/old/'],
    ]);
  });

  it('in no sidebar, without a file of its own, has no sidebar, crumbs, body, edit link or date', async () => {
    const given = sources();
    const data = await docsPageData({ id: 'hidden' }, given);
    expect(given.body).not.toHaveBeenCalled();
    expect(data.bodyHtml).toBeUndefined();
    expect(data.layout).toMatchObject({ sidebar: undefined, crumbs: [], editUrl: undefined, lastUpdated: undefined, search: { area: 'Docs' } });
  });
});

describe('a stub', () => {
  it('of a moved page points at the new page and shows nothing of its own', async () => {
    const given = sources();
    const data = await docsPageData({ id: 'old' }, given);
    expect(given.body).not.toHaveBeenCalled();
    expect(given.presentationOf).not.toHaveBeenCalled();
    expect(data.moved).toEqual({ href: '/docs/guide/one/', title: 'Chapter one' });
    expect(data.layout).toMatchObject({
      href: '/docs/old/',
      canonical: '/docs/guide/one/',
      refreshTo: '/docs/guide/one/',
      noindex: true,
      headings: [],
      neighbours: {},
      search: undefined,
    });
    expect(data.bodyHtml).toBeUndefined();
    expect(data.children).toBeUndefined();
  });

  it('at the home page’s id sends the reader to /docs/, while the home page itself is at /docs/', async () => {
    const alias = await docsPageData({ id: 'intro', homeAlias: true }, sources());
    expect(alias.moved).toEqual({ href: '/docs/', title: 'Introduction' });
    expect(alias.layout).toMatchObject({ href: '/docs/intro/', canonical: '/docs/', refreshTo: '/docs/', noindex: true });
    const home = await docsPageData({ id: 'intro' }, sources());
    expect(home.moved).toBeUndefined();
    expect(home.layout).toMatchObject({ href: '/docs/', canonical: '/docs/', noindex: false });
    expect(home.bodyHtml).toBe('<p>Body of intro.</p>');
  });
});
