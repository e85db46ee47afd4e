import { previousAndNext, routeOf, walkSidebar, type SidebarCategory } from '@docs/catalogue';
import { describe, expect, it } from 'vitest';
import docsConfig from '../../docs.config';
import { areasOf } from '../../src/lib/areas';
import { sidebarListsHref, slugOfDocsHref } from '../../src/lib/routes';
import { categoryOfDoc, childEntries } from '../../src/lib/category-pages';
import { availabilityOf, markersOfDoc } from '../../src/lib/page-markers';
import { areaOfDoc, breadcrumbsOf } from '../../src/lib/page-navigation';
import { buildSiteModel, indexableHrefs } from '../../src/lib/site-model';
import { fixtureCatalogue } from './fixture';

const catalogue = fixtureCatalogue();
const LABELS = docsConfig.identity.sidebarLabels;
const model = buildSiteModel(catalogue);

describe('canonical hrefs', () => {
  it('routes pages with a trailing slash; the home is /docs/', () => {
    expect(routeOf(catalogue, 'intro')).toBe('/docs/');
    expect(routeOf(catalogue, 'guide/index')).toBe('/docs/guide/');
    expect(routeOf(catalogue, 'guide/deep/two')).toBe('/docs/guide/deep/two/');
    expect(slugOfDocsHref('/docs/')).toBeUndefined();
    expect(slugOfDocsHref('/docs/guide/deep/two/')).toBe('guide/deep/two');
  });
});

describe('site sidebars', () => {
  it('give every category an href: its own page, or a generated page named by its label path', () => {
    const hrefs = [...walkSidebar(model.sidebars.mainSidebar!)]
      .filter(({ item }) => item.type === 'category')
      .map(({ item }) => (item as SidebarCategory).href);
    expect(hrefs).toEqual(['/docs/category/start-here/', '/docs/guide/', '/docs/category/guide/start-here/']);
  });

  it('number generated pages whose label paths collide, in sidebar order', () => {
    expect(model.categoryPages.map((page) => page.href)).toEqual([
      '/docs/category/start-here/',
      '/docs/category/guide/start-here/',
      '/docs/category/start-here-2/',
    ]);
    expect(model.categoryPages[2]!.sidebar).toBe('apiSidebar');
  });

  it('use canonical hrefs for internal links and leave external ones alone', () => {
    const links = [...walkSidebar(model.sidebars.mainSidebar!)].flatMap(({ item }) => (item.type === 'link' ? [item.href] : []));
    expect(links).toContain('/docs/api/thing/');
    expect(links).toContain('https://example.com/');
    expect(links.filter((href) => href.startsWith('/docs') && !href.endsWith('/'))).toEqual([]);
  });

  it('sanitize html items', () => {
    const html = model.sidebars.mainSidebar!.find((item) => item.type === 'html');
    expect(html).toMatchObject({ type: 'html' });
    expect((html as { value: string }).value).not.toContain('<script');
    expect((html as { value: string }).value).toContain('<hr class="sep">');
  });

  it('leave the catalogue itself unchanged', () => {
    expect(catalogue.sidebars.mainSidebar![0]).not.toHaveProperty('href');
  });
});

describe('per-page data', () => {
  it('markers come from every sidebar item leading to the page', () => {
    expect(markersOfDoc(catalogue, 'api/thing').map((marker) => marker.text)).toEqual(['Paid']);
    expect(markersOfDoc(catalogue, 'basics')).toEqual([]);
  });

  it('a version-note description yields the version', () => {
    expect(availabilityOf('Available from v4.0.12')).toBe('v4.0.12');
    expect(availabilityOf('Available from v4.0.12 on Lambda.')).toBe('v4.0.12');
    expect(availabilityOf('Renders a video.')).toBeUndefined();
  });

  it('breadcrumbs link every category, generated pages included', () => {
    expect(breadcrumbsOf(model, 'guide/deep/two')).toEqual([
      { label: 'Guide', href: '/docs/guide/' },
      { label: 'Start here', href: '/docs/category/guide/start-here/' },
      { label: 'Chapter two', href: '/docs/guide/deep/two/' },
    ]);
    expect(breadcrumbsOf(model, 'hidden')).toEqual([]);
  });

  it('previous and next follow the reading order with canonical hrefs', () => {
    expect(previousAndNext(catalogue, 'basics')).toEqual({
      previous: { id: 'intro', title: 'Introduction', href: '/docs/' },
      next: { id: 'guide/index', title: 'Guide', href: '/docs/guide/' },
    });
    expect(previousAndNext(catalogue, 'hidden')).toEqual({});
  });

  it('a category page lists its children with descriptions; sub-categories count their pages', () => {
    const category = categoryOfDoc(catalogue, 'guide/index')!;
    expect(category.label).toBe('Guide');
    expect(childEntries(model, category)).toEqual([
      { label: 'Chapter one', href: '/docs/guide/one/', description: 'The first chapter.', external: false, markers: [] },
      { label: 'Start here', href: '/docs/category/guide/start-here/', description: '1 page in this section.', external: false, markers: [] },
      { label: 'Old page', href: '/docs/old/', description: 'This page moved to the guide.', external: false, markers: [] },
    ]);
  });

  it('the search area names the sidebar and the top category', () => {
    expect(areaOfDoc(catalogue, 'guide/deep/two', LABELS)).toBe('Guides › Guide');
    expect(areaOfDoc(catalogue, 'api/thing', LABELS)).toBe('API › Start here');
    expect(areaOfDoc(catalogue, 'hidden', LABELS)).toBe('Docs');
  });

  it('the header areas link to each sidebar’s first page', () => {
    expect(areasOf(catalogue, LABELS)).toEqual([
      { sidebar: 'mainSidebar', label: 'Guides', href: '/docs/' },
      { sidebar: 'apiSidebar', label: 'API', href: '/docs/api/thing/' },
    ]);
  });

  it('the sitemap list has every page but stubs, plus generated category pages', () => {
    const hrefs = indexableHrefs(model);
    expect(hrefs[0]).toBe('/docs/');
    expect(hrefs).not.toContain('/docs/old/');
    expect(hrefs).toContain('/docs/hidden/');
    expect(hrefs).toContain('/docs/category/guide/start-here/');
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

describe('sidebarListsHref', () => {
  it('names the sidebar and changes its version with the items, not with the array holding them', () => {
    const items = [{ type: 'doc', id: 'a', label: 'A', href: '/docs/a/' }] as never[];
    const href = sidebarListsHref('apiSidebar', items);
    expect(href).toMatch(/^\/sidebars\/apiSidebar\/\?v=[0-9a-z]+$/);
    expect(sidebarListsHref('apiSidebar', items)).toBe(href);
    expect(sidebarListsHref('apiSidebar', JSON.parse(JSON.stringify(items)))).toBe(href);
    expect(sidebarListsHref('apiSidebar', [{ type: 'doc', id: 'b', label: 'B', href: '/docs/b/' }] as never[])).not.toBe(href);
  });
});
