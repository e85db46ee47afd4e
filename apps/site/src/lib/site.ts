/** The catalogue and everything derived from it, built once per load of the catalogue for all pages. */
import type { LoadedPage } from '@docs/catalogue/node';
import type { SiteLoadResult } from './load.js';
import type { DocsIdentity } from '../config/identity.js';
import type { SiteConfig } from '../config/resolve.js';
import { areasOf, type Area } from './areas.js';
import { timed } from './build-timing.js';
import { loadSiteCatalogue } from './load.js';
import { buildSiteModel, type SiteModel } from './site-model.js';

export type Site = SiteModel & { areas: Area[]; pages: Map<string, LoadedPage>; sidebarLabels: DocsIdentity['sidebarLabels'] };

// Keyed by the load: in dev, a changed file makes a new load, and so a new site.
const sites = new WeakMap<SiteLoadResult, Site>();

/** The site of `config`'s catalogue as it is now. */
export async function getSite({ contentDir, identity }: Pick<SiteConfig, 'contentDir' | 'identity'>): Promise<Site> {
  const loaded = await loadSiteCatalogue(contentDir);
  let site = sites.get(loaded);
  if (!site) {
    const { sidebarLabels } = identity;
    site = timed('site model: for the pages', () => ({
      ...buildSiteModel(loaded.catalogue),
      areas: areasOf(loaded.catalogue, sidebarLabels),
      pages: new Map(loaded.pages.map((page) => [page.id, page])),
      sidebarLabels,
    }));
    sites.set(loaded, site);
  }
  return site;
}
