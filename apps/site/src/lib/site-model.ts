/**
 * What the pages render, derived once from the catalogue: sidebars with canonical hrefs, a
 * generated page for every category that has none (so every page is reachable without
 * JavaScript), and per-page breadcrumbs, markers, neighbours and child lists.
 */
import {
  categoriesWithoutPage,
  idOfRoute,
  isExternalHref,
  locateDoc,
  markersOf,
  previousAndNext,
  readingOrder,
  sanitizeHtmlItem,
  walkSidebar,
  type Catalogue,
  type Marker,
  type SidebarCategory,
  type SidebarItem,
} from '@docs/catalogue';
import GithubSlugger from 'github-slugger';
import { areaName } from './areas.js';
import { canonicalHref, pageHref } from './hrefs.js';

export const CATEGORY_BASE = '/docs/category/';

export type CategoryPage = {
  sidebar: string;
  href: string;
  category: SidebarCategory;
  ancestors: SidebarCategory[];
};

export type Crumb = { label: string; href: string };
export type NavLink = { title: string; href: string };

export type ChildEntry = {
  label: string;
  href: string;
  description?: string;
  external: boolean;
  markers: Marker[];
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

/** The doc an item leads to, if it leads to one of ours. */
function docIdOf(catalogue: Catalogue, item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.docId ?? (isExternalHref(item.href) ? undefined : idOfRoute(catalogue, item.href));
  if (item.type === 'category' && item.href !== undefined) return idOfRoute(catalogue, item.href);
  return undefined;
}

/**
 * Computes something once per catalogue and keeps it while the catalogue lives. Per-page helpers
 * use it for lookups that would otherwise walk every sidebar for every page (quadratic builds).
 */
function oncePerCatalogue<T>(compute: (catalogue: Catalogue) => T): (catalogue: Catalogue) => T {
  const cache = new WeakMap<Catalogue, T>();
  return (catalogue) => {
    if (!cache.has(catalogue)) cache.set(catalogue, compute(catalogue));
    return cache.get(catalogue)!;
  };
}

/** Every page's markers, gathered in one walk of the sidebars. */
const markersByDoc = oncePerCatalogue((catalogue) => {
  const byDoc = new Map<string, Map<string, Marker>>();
  for (const items of Object.values(catalogue.sidebars)) {
    for (const { item } of walkSidebar(items)) {
      if (item.type === 'html') continue;
      const markers = markersOf(item.className);
      const id = markers.length === 0 ? undefined : docIdOf(catalogue, item);
      if (id === undefined) continue;
      const found = byDoc.get(id) ?? new Map<string, Marker>();
      for (const marker of markers) found.set(marker.className, marker);
      byDoc.set(id, found);
    }
  }
  return byDoc;
});

/** Markers of every sidebar item that leads to the page (the Timeline link marks the Timeline page paid). */
export function markersOfDoc(catalogue: Catalogue, id: string): Marker[] {
  return [...(markersByDoc(catalogue).get(id)?.values() ?? [])];
}

const AVAILABILITY = /^Available from (v\d+\.\d+\.\d+)\b/;

/** A description that is a version note (`Available from v4.0.123`) yields that version. */
export function availabilityOf(description: string): string | undefined {
  return AVAILABILITY.exec(description)?.[1];
}

export function breadcrumbsOf(model: SiteModel, id: string): Crumb[] {
  const location = locateDoc(model.catalogue, id);
  if (!location) return [];
  const own = location.item;
  const label = own.type === 'html' ? (model.catalogue.docs[id]?.title ?? id) : own.label;
  return [...location.ancestors.map((category) => ({ label: category.label, href: model.hrefOfCategory(category) })), { label, href: pageHref(model.catalogue, id) }];
}

export function categoryBreadcrumbs(model: SiteModel, page: CategoryPage): Crumb[] {
  return [...page.ancestors, page.category].map((category) => ({ label: category.label, href: model.hrefOfCategory(category) }));
}

export function neighboursOf(model: SiteModel, id: string): { previous?: NavLink; next?: NavLink } {
  const { previous, next } = previousAndNext(model.catalogue, id);
  const link = (nav: typeof previous) => (nav ? { title: nav.title, href: canonicalHref(nav.href) } : undefined);
  const result: { previous?: NavLink; next?: NavLink } = {};
  const before = link(previous);
  const after = link(next);
  if (before) result.previous = before;
  if (after) result.next = after;
  return result;
}

/** Where a page sits, for search results: "API › Player". */
export function areaOfDoc(catalogue: Catalogue, id: string): string {
  const location = locateDoc(catalogue, id);
  if (!location) return 'Docs';
  const top = location.ancestors[0]?.label;
  return top === undefined ? areaName(location.sidebar) : `${areaName(location.sidebar)} › ${top}`;
}

/** Per sidebar, the first category whose own page is each doc. */
const categoryPagesBySidebar = oncePerCatalogue((catalogue) => {
  const bySidebar = new Map<string, Map<string, SidebarCategory>>();
  for (const [name, items] of Object.entries(catalogue.sidebars)) {
    const byDoc = new Map<string, SidebarCategory>();
    for (const { item } of walkSidebar(items)) {
      if (item.type !== 'category' || item.href === undefined) continue;
      const id = idOfRoute(catalogue, item.href);
      if (id !== undefined && !byDoc.has(id)) byDoc.set(id, item);
    }
    bySidebar.set(name, byDoc);
  }
  return bySidebar;
});

/** The category whose own page is this doc (in the doc's sidebar first), if any. */
export function categoryOfDoc(catalogue: Catalogue, id: string): SidebarCategory | undefined {
  const bySidebar = categoryPagesBySidebar(catalogue);
  const own = catalogue.docs[id]?.sidebar;
  const fromOwn = own === undefined ? undefined : bySidebar.get(own)?.get(id);
  if (fromOwn) return fromOwn;
  for (const byDoc of bySidebar.values()) {
    const found = byDoc.get(id);
    if (found) return found;
  }
  return undefined;
}

/** What a category page lists: each child with its description; sub-categories say how many pages they hold. */
export function childEntries(model: SiteModel, category: SidebarCategory): ChildEntry[] {
  const { catalogue } = model;
  const entries: ChildEntry[] = [];
  for (const item of category.items) {
    if (item.type === 'html' || (item.type === 'link' && item.unlisted)) continue;
    const markers = markersOf(item.className);
    if (item.type === 'category') {
      const ownId = docIdOf(catalogue, item);
      const count = countPages(item);
      const description = ownId === undefined ? `${count} ${count === 1 ? 'page' : 'pages'} in this section.` : catalogue.docs[ownId]?.description;
      entries.push({ label: item.label, href: model.hrefOfCategory(item), external: false, markers, ...(description === undefined ? {} : { description }) });
      continue;
    }
    const external = isExternalHref(item.href);
    const id = docIdOf(catalogue, item);
    const description = id === undefined ? undefined : catalogue.docs[id]?.description;
    entries.push({ label: item.label, href: canonicalHref(item.href), external, markers, ...(description === undefined ? {} : { description }) });
  }
  return entries;
}

function countPages(category: SidebarCategory): number {
  let count = 0;
  for (const { item } of walkSidebar(category.items)) if (item.type === 'link' && !item.unlisted) count++;
  return count;
}

/** Every page's canonical href, docs first in reading order, for the sitemap. Redirect stubs are left out. */
export function indexableHrefs(model: SiteModel): string[] {
  const { catalogue } = model;
  const seen = new Set<string>();
  const hrefs: string[] = [];
  const add = (href: string) => {
    if (!seen.has(href)) hrefs.push(href), seen.add(href);
  };
  const ids = [...Object.keys(catalogue.sidebars).flatMap((sidebar) => readingOrder(catalogue, sidebar)), ...Object.keys(catalogue.docs).sort()];
  for (const id of ids) if (catalogue.docs[id]?.movedTo === undefined) add(pageHref(catalogue, id));
  for (const page of model.categoryPages) add(page.href);
  return hrefs;
}
