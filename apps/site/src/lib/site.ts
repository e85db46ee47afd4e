/** The catalogue and everything derived from it, built once per load of the catalogue for all pages. */
import type { LoadedPage, LoadResult } from '@docs/catalogue/node';
import { areasOf, type Area } from './areas.js';
import { timed } from './build-timing.js';
import { loadSiteCatalogue } from './load.js';
import { buildSiteModel, type SiteModel } from './site-model.js';

export type Site = SiteModel & { areas: Area[]; pages: Map<string, LoadedPage> };

// Keyed by the load: in dev, a changed file makes a new load, and so a new site.
const sites = new WeakMap<LoadResult, Site>();

export async function getSite(): Promise<Site> {
  const loaded = await loadSiteCatalogue();
  let site = sites.get(loaded);
  if (!site) {
    site = timed('site model: for the pages', () => ({ ...buildSiteModel(loaded.catalogue), areas: areasOf(loaded.catalogue), pages: new Map(loaded.pages.map((page) => [page.id, page])) }));
    sites.set(loaded, site);
  }
  return site;
}
