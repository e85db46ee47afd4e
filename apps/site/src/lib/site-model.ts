/**
 * What the pages render, derived once from the catalogue: sidebars with canonical hrefs, and a
 * generated page for every category that has none (so every page is reachable without JavaScript).
 */
import {
  categoriesWithoutPage,
  readingOrder,
  sanitizeHtmlItem,
  type Catalogue,
  type SidebarCategory,
  type SidebarItem,
} from '@docs/catalogue';
import GithubSlugger from 'github-slugger';
import { canonicalHref, CATEGORY_BASE, pageHref } from './routes.js';

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
  const taken = new Set<string>(Object.keys(catalogue.docs).map((id) => pageHref(catalogue, id)));
  for (const { sidebar, category, ancestors } of categoriesWithoutPage(catalogue)) {
    const slugger = new GithubSlugger();
    const base = [...ancestors, category].map((item) => slugger.slug(item.label) || 'section').join('/');
    let href = `${CATEGORY_BASE}${base}/`;
    // Two categories with the same label path (in different sidebars) get numbered, in sidebar order.
    for (let n = 2; taken.has(href); n++) href = `${CATEGORY_BASE}${base}-${n}/`;
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
        return { ...item, href: canonicalHref(item.href) };
      case 'html':
        return { ...item, value: sanitizeHtmlItem(item.value) };
      case 'category':
        return { ...item, href: hrefOfCategory(item), items: siteItems(item.items, hrefOfCategory) };
    }
  });
}

export function buildSiteModel(catalogue: Catalogue): SiteModel {
  const generated = generatedCategoryHrefs(catalogue);
  const hrefOfCategory = (category: SidebarCategory): string =>
    category.href === undefined ? (generated.get(category)?.href ?? CATEGORY_BASE) : canonicalHref(category.href);
  const sidebars = Object.fromEntries(Object.entries(catalogue.sidebars).map(([name, items]) => [name, siteItems(items, hrefOfCategory)]));
  return { catalogue, sidebars, categoryPages: [...generated.values()].map((entry) => entry.page), hrefOfCategory };
}

/** Every page's canonical href, docs first in reading order, for the sitemap. Redirect stubs are left out. */
export function indexableHrefs(model: SiteModel): string[] {
  const { catalogue } = model;
  const seen = new Set<string>();
  const hrefs: string[] = [];
  const add = (href: string) => {
    if (seen.has(href)) return;
    hrefs.push(href);
    seen.add(href);
  };
  const ids = [...Object.keys(catalogue.sidebars).flatMap((sidebar) => readingOrder(catalogue, sidebar)), ...Object.keys(catalogue.docs).sort()];
  for (const id of ids) if (catalogue.docs[id]?.movedTo === undefined) add(pageHref(catalogue, id));
  for (const page of model.categoryPages) add(page.href);
  return hrefs;
}
