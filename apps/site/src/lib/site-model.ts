/**
 * What the pages render, derived once from the catalogue: sidebars with canonical hrefs, and a
 * generated page for every category that has none (so every page is reachable without JavaScript).
 */
import {
  allDocsInReadingOrder,
  categoriesWithoutPage,
  CATEGORY_PAGES_BASE,
  DOCS_HOME,
  routeOf,
  sanitizeHtmlItem,
  type Catalogue,
  type SidebarCategory,
  type SidebarItem,
} from '@docs/catalogue';
import GithubSlugger from 'github-slugger';

/** A generated page that lists a category's children. */
export type CategoryPage = {
  sidebar: string;
  href: string;
  category: SidebarCategory;
  ancestors: SidebarCategory[];
};

export type SiteModel = {
  catalogue: Catalogue;
  /** The sidebars as the site renders them: canonical hrefs, every category linked, html sanitized. */
  sidebars: Record<string, SidebarItem[]>;
  categoryPages: CategoryPage[];
  /** The href a catalogue category is reached at: its own page, or its generated one. */
  hrefOfCategory: (category: SidebarCategory) => string;
};

/** Slugs from the labels of a category and its ancestors: `/docs/category/recorder/troubleshooting/`. */
function generatedCategoryHrefs(catalogue: Catalogue): Map<SidebarCategory, { href: string; page: CategoryPage }> {
  const result = new Map<SidebarCategory, { href: string; page: CategoryPage }>();
  const taken = new Set<string>(Object.keys(catalogue.docs).map((id) => routeOf(catalogue, id)));
  for (const { sidebar, category, ancestors } of categoriesWithoutPage(catalogue)) {
    const slugger = new GithubSlugger();
    const base = [...ancestors, category].map((item) => slugger.slug(item.label) || 'section').join('/');
    let href = `${CATEGORY_PAGES_BASE}${base}/`;
    // Two categories with the same label path (in different sidebars) get numbered, in sidebar order.
    for (let n = 2; taken.has(href); n++) href = `${CATEGORY_PAGES_BASE}${base}-${n}/`;
    taken.add(href);
    result.set(category, { href, page: { sidebar, href, category, ancestors } });
  }
  return result;
}

function siteItems(items: readonly SidebarItem[], hrefOfCategory: (category: SidebarCategory) => string): SidebarItem[] {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch is exhaustive, which TypeScript checks against the return type
  return items.map((item): SidebarItem => {
    switch (item.type) {
      case 'link':
        return item;
      case 'html':
        return { ...item, value: sanitizeHtmlItem(item.value) };
      case 'category':
        return { ...item, href: hrefOfCategory(item), items: siteItems(item.items, hrefOfCategory) };
    }
  });
}

export function buildSiteModel(catalogue: Catalogue): SiteModel {
  const generated = generatedCategoryHrefs(catalogue);
  const hrefOfCategory = (category: SidebarCategory): string => category.href ?? generated.get(category)?.href ?? CATEGORY_PAGES_BASE;
  const sidebars = Object.fromEntries(Object.entries(catalogue.sidebars).map(([name, items]) => [name, siteItems(items, hrefOfCategory)]));
  return { catalogue, sidebars, categoryPages: [...generated.values()].map((entry) => entry.page), hrefOfCategory };
}

/** Every page's canonical href for the sitemap: the docs home, the docs in reading order, then the generated category pages. Redirect stubs are left out. */
export function indexableHrefs(model: SiteModel): string[] {
  const { catalogue } = model;
  const docs = allDocsInReadingOrder(catalogue).map((id) => routeOf(catalogue, id));
  return [...new Set([DOCS_HOME, ...docs, ...model.categoryPages.map((page) => page.href)])];
}
