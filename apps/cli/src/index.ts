/** The parts of the CLI that other tools can call directly: pure comparisons and checks (problems print with @docs/catalogue's formatter). */
export { diffCatalogues, diffErrorCount, type CatalogueDiff, type PageRef } from './diff/compare.js';
export { checkSite, DEFAULT_IGNORED_ROUTES, type SiteCode, type SiteProblem, type SiteReport } from './site/check.js';
export { builtFileFor, routeOfBuiltFile } from './site/built-files.js';
export { linksOf, type PageLink } from './site/links.js';
export { writeFileAtomic } from './atomic-write.js';
export { suggestions } from './suggest.js';
export { main } from './program.js';
