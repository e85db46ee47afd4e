/** Counts that describe a catalogue at a glance. */
import type { Catalogue } from './schema.js';
import { docsWithoutSidebar, redirectStubs, walkSidebar } from './tree.js';
import { isExternalHref } from './urls.js';

export type SidebarStats = { docs: number; categories: number; links: number; externalLinks: number; html: number; maxDepth: number };
export type CatalogueStats = {
  pages: number;
  stubs: number;
  pagesWithoutSidebar: number;
  sidebars: Record<string, SidebarStats>;
  maxDepth: number;
};

export function catalogueStats(catalogue: Catalogue): CatalogueStats {
  const sidebars: Record<string, SidebarStats> = {};
  for (const name of Object.keys(catalogue.sidebars)) {
    sidebars[name] = { docs: 0, categories: 0, links: 0, externalLinks: 0, html: 0, maxDepth: 0 };
  }
  for (const doc of Object.values(catalogue.docs)) {
    const own = doc.sidebar === undefined ? undefined : sidebars[doc.sidebar];
    if (own) own.docs++;
  }
  for (const [name, items] of Object.entries(catalogue.sidebars)) {
    const stats = sidebars[name]!;
    for (const { item, path } of walkSidebar(items)) {
      stats.maxDepth = Math.max(stats.maxDepth, path.length);
      if (item.type === 'category') stats.categories++;
      else if (item.type === 'html') stats.html++;
      else {
        stats.links++;
        if (isExternalHref(item.href)) stats.externalLinks++;
      }
    }
  }
  return {
    pages: Object.keys(catalogue.docs).length,
    stubs: redirectStubs(catalogue).length,
    pagesWithoutSidebar: docsWithoutSidebar(catalogue).length,
    sidebars,
    maxDepth: Math.max(0, ...Object.values(sidebars).map((stats) => stats.maxDepth)),
  };
}
