/**
 * @docs/catalogue — framework-free types, schemas, validation and tree utilities for the docs
 * catalogue. No React, no Astro, no file system (that lives in `@docs/catalogue/node`).
 */
export * from './schema.js';
export * from './routes.js';
// How a schema issue quotes the value it found, for every checked input (the catalogue, the site's settings).
export { showValue, valueAt } from './issues.js';
export { resolveDocHref, type DocHrefOptions } from './doc-links.js';
export * from './problem.js';
export {
  printable,
  sortProblems,
  countProblems,
  problemLine,
  errorReport,
  problemsAsText,
  problemsAsGithub,
  problemRecords,
  type ProblemStyle,
  type ProblemCounts,
} from './problem-format.js';
export { isSafeHref, isExternalHref, isInternalHref, schemeOf } from './urls.js';
export { sanitizeHtmlItem, isAllowedHtmlItem, HTML_ALLOWLIST_DESCRIPTION } from './html.js';
export type { ConfigDocItem, ConfigLinkItem, ConfigHtmlItem, ConfigCategoryItem, SidebarConfigItem, SidebarsConfig } from './sidebars/config.js';
export {
  parseSidebars,
  type ParsedSidebars,
  type ParsedSidebar,
  type ParsedItem,
  type ParsedDoc,
  type ParsedLink,
  type ParsedHtml,
  type ParsedCategory,
  type InvalidItem,
  type SchemaIssue,
} from './sidebars/parse.js';
export { walkParsedSidebars, docReferences, type ItemVisit, type DocReference } from './sidebars/walk.js';
export { normalizeSidebars, type NormalizeContext } from './sidebars/normalize.js';
export { RULES, type ParsedPage, type ValidationInput } from './rules.js';
export { buildCatalogue, type PageSource, type CatalogueSource, type BuildResult } from './build.js';
export * from './tree.js';
export { catalogueStats, type CatalogueStats, type SidebarStats } from './stats.js';
export { toDocusaurusVersionMetadata, fromDocusaurusSidebars, type DocusaurusVersionMetadata } from './docusaurus.js';
export { toLlmsTxt, type LlmsOptions } from './llms.js';
export { MARKERS, markersOf, type Marker } from './markers.js';
export { suggestions, didYouMean, didYouMeanSuffix } from './suggest.js';
export { nameKey } from './names.js';
export { redirectsOf, formatRedirects, parseRedirects, ruleFor, type Redirect, type RedirectRule } from './redirects.js';
