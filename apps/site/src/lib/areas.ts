/** The three reading areas readers switch between in the header, named as readers know them. */
import { readingOrder, type Catalogue } from '@docs/catalogue';
import { pageHref } from './hrefs.js';

export const AREA_NAMES: Readonly<Record<string, string>> = {
  mainSidebar: 'Guides',
  apiSidebar: 'API',
  recorderSidebar: 'Recorder',
};

export type Area = { sidebar: string; label: string; href: string };

export function areaName(sidebar: string): string {
  return AREA_NAMES[sidebar] ?? sidebar;
}

/** One entry per sidebar, in the catalogue's order, linking to the sidebar's first page. */
export function areasOf(catalogue: Catalogue): Area[] {
  return Object.keys(catalogue.sidebars).flatMap((sidebar) => {
    const first = readingOrder(catalogue, sidebar)[0];
    return first === undefined ? [] : [{ sidebar, label: areaName(sidebar), href: pageHref(catalogue, first) }];
  });
}
