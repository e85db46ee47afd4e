/** Where a page sits and where it leads: breadcrumbs, previous and next, its area for search results. */
import { breadcrumbs, locateDoc, type Catalogue, type Crumb } from '@docs/catalogue';
import { type DocsIdentity, sidebarLabelOf } from '../config/identity.js';
import type { CategoryPage, SiteModel } from './site-model.js';

/** The page's ancestors, each linked (a category without a page links to its generated one), then the page. */
export function breadcrumbsOf(model: SiteModel, id: string): Crumb[] {
  return breadcrumbs(model.catalogue, id, model.hrefOfCategory);
}

export function categoryBreadcrumbs(model: SiteModel, page: CategoryPage): Crumb[] {
  return [...page.ancestors, page.category].map((category) => ({ label: category.label, href: model.hrefOfCategory(category) }));
}

/** Where a page sits, for search results: "API › Player", the sidebar named by `labels`. */
export function areaOfDoc(catalogue: Catalogue, id: string, labels: DocsIdentity['sidebarLabels']): string {
  const location = locateDoc(catalogue, id);
  if (!location) return 'Docs';
  const top = location.ancestors[0]?.label;
  const area = sidebarLabelOf(labels, location.sidebar);
  return top === undefined ? area : `${area} › ${top}`;
}
