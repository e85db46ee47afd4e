/**
 * @docs/catalogue — framework-free types, schemas, validation and tree utilities for the docs
 * catalogue. No React, no Astro, no file system (that lives in `@docs/catalogue/node`).
 */
export * from './schema.js';
export { idProblem, routeOfId, homeAliasRoute, idOfPageFile, canonicalDocsHref, pathBelowDocs, markdownRouteOfId, routeKey, RouteIndex, isDocsHref, DOCS_BASE, DOCS_HOME, CATEGORY_PAGES_BASE } from './routes.js';
export { resolveDocHref, type DocHrefOptions } from './doc-links.js';
export { isSafeHref, isExternalHref, isInternalHref, schemeOf } from './urls.js';
export { sanitizeHtmlItem, isAllowedHtmlItem, HTML_ALLOWLIST_DESCRIPTION } from './html.js';
export { normalizeSidebars, normalizeItems, type NormalizeContext } from './normalize.js';
export { walkConfig, docReferencesOf, allDocReferences, type ConfigVisit, type DocReference } from './config-walk.js';
export { RULES, type ParsedPage, type ValidationInput } from './rules.js';
export { buildCatalogue, hasErrors, type PageSource, type CatalogueSource, type BuildResult } from './build.js';
export * from './tree.js';
export { catalogueStats, type CatalogueStats, type SidebarStats } from './stats.js';
export { toDocusaurusVersionMetadata, fromDocusaurusSidebars, type DocusaurusVersionMetadata } from './docusaurus.js';
export { toLlmsTxt, type LlmsOptions } from './llms.js';
export { MARKERS, markersOf, type Marker } from './markers.js';
export { suggestions, didYouMean } from './suggest.js';
export { redirectsOf, formatRedirects, parseRedirects, ruleFor, type Redirect, type RedirectRule } from './redirects.js';
