/** The three reading areas readers switch between in the header, named as readers know them. */
import { readingOrder, type Catalogue, routeOf } from '@docs/catalogue';
import { type DocsIdentity, sidebarLabelOf } from '../config/identity.js';

export type Area = { sidebar: string; label: string; href: string };

/** One entry per sidebar, in the catalogue's order, named by `labels`, linking to the sidebar's first page. */
export function areasOf(catalogue: Catalogue, labels: DocsIdentity['sidebarLabels']): Area[] {
  return Object.keys(catalogue.sidebars).flatMap((sidebar) => {
    const first = readingOrder(catalogue, sidebar)[0];
    return first === undefined ? [] : [{ sidebar, label: sidebarLabelOf(labels, sidebar), href: routeOf(catalogue, first) }];
  });
}
