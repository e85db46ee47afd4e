/**
 * @docs/catalogue/navigation — what code in the browser needs: types, routes, href checks,
 * markers, the html-item sanitizer, the tree utilities and `nameKey` (search ranks API names with
 * it). No zod schemas and no validation, so a sidebar island does not ship them.
 */
export type {
  Catalogue,
  DocEntry,
  SidebarCategory,
  SidebarHtml,
  SidebarItem,
  SidebarLink,
  VersionRecord,
} from './schema.js';
export * from './routes.js';
export { isSafeHref, isExternalHref, isInternalHref, schemeOf } from './urls.js';
export { sanitizeHtmlItem, isAllowedHtmlItem } from './html.js';
export { MARKERS, markersOf, type Marker } from './markers.js';
export { nameKey } from './names.js';
export * from './tree.js';
