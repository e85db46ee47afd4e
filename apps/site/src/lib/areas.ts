/** The three reading areas readers switch between in the header, named as readers know them. */
import { readingOrder, sidebarLabel, type Catalogue, routeOf } from '@docs/catalogue';

export type Area = { sidebar: string; label: string; href: string };

/** A sidebar's name for readers ("API"). */
export const areaName = sidebarLabel;

/** One entry per sidebar, in the catalogue's order, linking to the sidebar's first page. */
export function areasOf(catalogue: Catalogue): Area[] {
  return Object.keys(catalogue.sidebars).flatMap((sidebar) => {
    const first = readingOrder(catalogue, sidebar)[0];
    return first === undefined ? [] : [{ sidebar, label: areaName(sidebar), href: routeOf(catalogue, first) }];
  });
}
