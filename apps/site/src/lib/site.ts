/** The catalogue and everything derived from it, loaded once per build for all pages. */
import type { LoadedPage } from '@docs/catalogue/node';
import { areasOf, type Area } from './areas.js';
import { loadSiteCatalogue } from './load.js';
import { buildSiteModel, type SiteModel } from './site-model.js';

export type Site = SiteModel & { areas: Area[]; pages: Map<string, LoadedPage> };

let pending: Promise<Site> | undefined;

export function getSite(): Promise<Site> {
  pending ??= loadSiteCatalogue().then((loaded) => {
    const model = buildSiteModel(loaded.catalogue);
    return { ...model, areas: areasOf(loaded.catalogue), pages: new Map(loaded.pages.map((page) => [page.id, page])) };
  });
  return pending;
}
