/** What a category's page shows: the category a doc is the page of, and the children it lists. */
import { docOfItem, idOfRoute, isExternalHref, markersOf, walkSidebar, type Marker, type SidebarCategory } from '@docs/catalogue';
import { oncePerCatalogue } from './once-per-catalogue.js';
import type { Catalogue } from '@docs/catalogue';
import type { SiteModel } from './site-model.js';

export type ChildEntry = {
  label: string;
  href: string;
  description?: string;
  external: boolean;
  markers: Marker[];
};

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
    const id = docOfItem(catalogue, item);
    if (item.type === 'category') {
      const count = countPages(item);
      const description = id === undefined ? `${count} ${count === 1 ? 'page' : 'pages'} in this section.` : catalogue.docs[id]?.description;
      entries.push({ label: item.label, href: model.hrefOfCategory(item), external: false, markers, ...(description === undefined ? {} : { description }) });
      continue;
    }
    const description = id === undefined ? undefined : catalogue.docs[id]?.description;
    entries.push({ label: item.label, href: item.href, external: isExternalHref(item.href), markers, ...(description === undefined ? {} : { description }) });
  }
  return entries;
}

function countPages(category: SidebarCategory): number {
  let count = 0;
  for (const { item } of walkSidebar(category.items)) if (item.type === 'link' && !item.unlisted) count++;
  return count;
}
