/**
 * Pure tree utilities over a built catalogue: walking, locating a doc, breadcrumbs,
 * previous/next in reading order, which categories render open, children, stats.
 */
import { RouteIndex, routeOfId } from './routes.js';
import type { Catalogue, SidebarCategory, SidebarItem, SidebarLink } from './schema.js';
import { isExternalHref } from './urls.js';

export type WalkEntry = {
  item: SidebarItem;
  /** Index path from the sidebar root, e.g. [3, 0, 2]. */
  path: number[];
  /** Enclosing categories, outermost first. */
  ancestors: SidebarCategory[];
};

/** A stable key for a category within its sidebar (used for DOM ids and remembered state). */
export function categoryKey(path: readonly number[]): string {
  return path.join('.');
}

/** Whether a category renders open before the reader touches it: it cannot collapse, or the data leaves it open. */
export function startsOpen(category: SidebarCategory): boolean {
  return !category.collapsible || !category.collapsed;
}

export function* walkSidebar(items: readonly SidebarItem[], path: number[] = [], ancestors: SidebarCategory[] = []): Generator<WalkEntry> {
  for (const [index, item] of items.entries()) {
    const itemPath = [...path, index];
    yield { item, path: itemPath, ancestors };
    if (item.type === 'category') yield* walkSidebar(item.items, itemPath, [...ancestors, item]);
  }
}

/** Every item of a sidebar in reading order (depth first, a category before its children). */
export function flattenSidebar(items: readonly SidebarItem[]): WalkEntry[] {
  return [...walkSidebar(items)];
}

export type DocLocation = { sidebar: string } & WalkEntry;
export type NavLink = { id: string; title: string; href: string };
export type Crumb = { label: string; href?: string };

type CatalogueIndex = {
  routes: RouteIndex;
  locations: Map<string, DocLocation>;
  readingOrder: Map<string, string[]>;
  positions: Map<string, number>;
  /** Per sidebar: keys of the categories the data leaves open. */
  openByDefault: Map<string, string[]>;
  /** Per sidebar: for each doc, the keys to open when it is active (every listing's ancestors, and itself if a category). */
  openForDoc: Map<string, Map<string, string[]>>;
};

const indexes = new WeakMap<Catalogue, CatalogueIndex>();

/** The doc an item opens: a link's docId, or the page behind a category's or link's internal href. */
export function docIdOfItem(item: SidebarItem, routes: RouteIndex): string | undefined {
  if (item.type === 'link') return item.docId ?? (isExternalHref(item.href) ? undefined : routes.idOf(item.href));
  if (item.type === 'category' && item.href !== undefined) return routes.idOf(item.href);
  return undefined;
}

/** Builds (once per catalogue object) the lookups every other utility uses. */
function indexOf(catalogue: Catalogue): CatalogueIndex {
  const cached = indexes.get(catalogue);
  if (cached) return cached;
  const routes = new RouteIndex(Object.keys(catalogue.docs), catalogue.homeId);
  const locations = new Map<string, DocLocation>();
  const readingOrder = new Map<string, string[]>();
  const positions = new Map<string, number>();
  const openByDefault = new Map<string, string[]>();
  const openForDoc = new Map<string, Map<string, string[]>>();
  for (const [sidebar, items] of Object.entries(catalogue.sidebars)) {
    const order: string[] = [];
    const defaults: string[] = [];
    const forDoc = new Map<string, string[]>();
    for (const entry of walkSidebar(items)) {
      if (entry.item.type === 'category' && startsOpen(entry.item)) defaults.push(categoryKey(entry.path));
      const id = docIdOfItem(entry.item, routes);
      if (id !== undefined) {
        // Ancestors of the item, and the item itself when it is a category, so its children show.
        const depths = entry.item.type === 'category' ? entry.path.length : entry.path.length - 1;
        const keys = forDoc.get(id) ?? [];
        for (let depth = 1; depth <= depths; depth++) keys.push(categoryKey(entry.path.slice(0, depth)));
        forDoc.set(id, keys);
      }
      if (id === undefined || catalogue.docs[id]?.sidebar !== sidebar) continue;
      if (locations.has(id)) continue;
      locations.set(id, { sidebar, ...entry });
      const unlisted = entry.item.type === 'link' && entry.item.unlisted === true;
      if (!unlisted) {
        positions.set(id, order.length);
        order.push(id);
      }
    }
    readingOrder.set(sidebar, order);
    openByDefault.set(sidebar, defaults);
    openForDoc.set(sidebar, forDoc);
  }
  const index = { routes, locations, readingOrder, positions, openByDefault, openForDoc };
  indexes.set(catalogue, index);
  return index;
}

export function routeOf(catalogue: Catalogue, id: string): string {
  return routeOfId(id, catalogue.homeId);
}

/** The id served at an href or route (`/docs/x`, `/docs/x/`, with hash or query), if any. */
export function idOfRoute(catalogue: Catalogue, href: string): string | undefined {
  return indexOf(catalogue).routes.idOf(href);
}

/** The doc of this catalogue that an item opens, if any (see docIdOfItem). */
export function docOfItem(catalogue: Catalogue, item: SidebarItem): string | undefined {
  return docIdOfItem(item, indexOf(catalogue).routes);
}

export function sidebarOf(catalogue: Catalogue, id: string): string | undefined {
  return catalogue.docs[id]?.sidebar;
}

/** Where a doc sits in its own sidebar (its first listing there). */
export function locateDoc(catalogue: Catalogue, id: string): DocLocation | undefined {
  return indexOf(catalogue).locations.get(id);
}

/** The docs of a sidebar in reading order, skipping html items, external links and unlisted items. */
export function readingOrder(catalogue: Catalogue, sidebar: string): readonly string[] {
  return indexOf(catalogue).readingOrder.get(sidebar) ?? [];
}

/**
 * Every doc but redirect stubs: the sidebars' reading orders one after another (a doc listed twice
 * comes where it is first read), then the docs in no sidebar or unlisted, by id.
 */
export function allDocsInReadingOrder(catalogue: Catalogue): string[] {
  const ordered = new Set(Object.keys(catalogue.sidebars).flatMap((sidebar) => readingOrder(catalogue, sidebar)));
  for (const id of Object.keys(catalogue.docs).sort()) ordered.add(id);
  return [...ordered].filter((id) => catalogue.docs[id] !== undefined && catalogue.docs[id].movedTo === undefined);
}

function navLink(catalogue: Catalogue, id: string | undefined): NavLink | undefined {
  const doc = id === undefined ? undefined : catalogue.docs[id];
  return doc ? { id: doc.id, title: doc.title, href: routeOf(catalogue, doc.id) } : undefined;
}

export function previousDoc(catalogue: Catalogue, id: string): NavLink | undefined {
  const { positions, readingOrder: orders } = indexOf(catalogue);
  const position = positions.get(id);
  const sidebar = sidebarOf(catalogue, id);
  if (position === undefined || sidebar === undefined || position === 0) return undefined;
  return navLink(catalogue, orders.get(sidebar)?.[position - 1]);
}

export function nextDoc(catalogue: Catalogue, id: string): NavLink | undefined {
  const { positions, readingOrder: orders } = indexOf(catalogue);
  const position = positions.get(id);
  const sidebar = sidebarOf(catalogue, id);
  if (position === undefined || sidebar === undefined) return undefined;
  return navLink(catalogue, orders.get(sidebar)?.[position + 1]);
}

export function previousAndNext(catalogue: Catalogue, id: string): { previous?: NavLink; next?: NavLink } {
  const previous = previousDoc(catalogue, id);
  const next = nextDoc(catalogue, id);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/**
 * The enclosing categories of a doc, then the doc itself. Empty for docs in no sidebar. A category
 * links where `hrefOfCategory` says (a site may generate pages for categories without one); by
 * default to its own page, if it has one.
 */
export function breadcrumbs(
  catalogue: Catalogue,
  id: string,
  hrefOfCategory: (category: SidebarCategory) => string | undefined = (category) => category.href,
): Crumb[] {
  const location = locateDoc(catalogue, id);
  if (!location) return [];
  const crumbs: Crumb[] = location.ancestors.map((category) => {
    const href = hrefOfCategory(category);
    return href === undefined ? { label: category.label } : { label: category.label, href };
  });
  const own = location.item;
  const label = own.type === 'html' ? (catalogue.docs[id]?.title ?? id) : own.label;
  crumbs.push({ label, href: routeOf(catalogue, id) });
  return crumbs;
}

/**
 * Keys of the categories that must render open when `activeId` is the page shown:
 * its ancestors, plus every category the data leaves open (`collapsed: false`).
 */
export function openCategoryKeys(catalogue: Catalogue, sidebar: string, activeId?: string): Set<string> {
  const { openByDefault, openForDoc } = indexOf(catalogue);
  const open = new Set(openByDefault.get(sidebar));
  if (activeId !== undefined) for (const key of openForDoc.get(sidebar)?.get(activeId) ?? []) open.add(key);
  return open;
}

/** The items a category page lists: its links and sub-categories (html separators left out). */
export function childrenOf(category: SidebarCategory): (SidebarLink | SidebarCategory)[] {
  return category.items.filter((item): item is SidebarLink | SidebarCategory => item.type !== 'html');
}

/** Finds a category by its key within a sidebar. */
export function categoryAt(catalogue: Catalogue, sidebar: string, key: string): SidebarCategory | undefined {
  let items: readonly SidebarItem[] = catalogue.sidebars[sidebar] ?? [];
  let found: SidebarItem | undefined;
  for (const part of key.split('.')) {
    found = items[Number(part)];
    if (found?.type !== 'category') return undefined;
    items = found.items;
  }
  return found?.type === 'category' ? found : undefined;
}

/** Categories that have no page of their own, with their sidebar and key (sites give them generated pages). */
export function categoriesWithoutPage(catalogue: Catalogue): { sidebar: string; key: string; category: SidebarCategory; ancestors: SidebarCategory[] }[] {
  const result: { sidebar: string; key: string; category: SidebarCategory; ancestors: SidebarCategory[] }[] = [];
  for (const [sidebar, items] of Object.entries(catalogue.sidebars)) {
    for (const entry of walkSidebar(items)) {
      if (entry.item.type === 'category' && entry.item.href === undefined) {
        result.push({ sidebar, key: categoryKey(entry.path), category: entry.item, ancestors: entry.ancestors });
      }
    }
  }
  return result;
}

export function docsWithoutSidebar(catalogue: Catalogue): string[] {
  return Object.values(catalogue.docs)
    .filter((doc) => doc.sidebar === undefined)
    .map((doc) => doc.id);
}

export function redirectStubs(catalogue: Catalogue): string[] {
  return Object.values(catalogue.docs)
    .filter((doc) => doc.movedTo !== undefined)
    .map((doc) => doc.id);
}
