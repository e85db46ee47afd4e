/** Where a page sits and where it leads: breadcrumbs, previous and next, its area for search results. */
import { locateDoc, previousAndNext, type Catalogue, type Crumb, type NavLink } from '@docs/catalogue';
import { areaName } from './areas.js';
import { canonicalHref, pageHref } from './routes.js';
import type { CategoryPage, SiteModel } from './site-model.js';

/** The page's ancestors, each linked (a category without a page links to its generated one), then the page. */
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

/** The catalogue's previous and next pages, at their canonical hrefs. */
export function neighboursOf(model: SiteModel, id: string): { previous?: NavLink; next?: NavLink } {
  const { previous, next } = previousAndNext(model.catalogue, id);
  return {
    ...(previous && { previous: { ...previous, href: canonicalHref(previous.href) } }),
    ...(next && { next: { ...next, href: canonicalHref(next.href) } }),
  };
}

/** Where a page sits, for search results: "API › Player". */
export function areaOfDoc(catalogue: Catalogue, id: string): string {
  const location = locateDoc(catalogue, id);
  if (!location) return 'Docs';
  const top = location.ancestors[0]?.label;
  return top === undefined ? areaName(location.sidebar) : `${areaName(location.sidebar)} › ${top}`;
}
