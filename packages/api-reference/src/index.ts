/**
 * @docs/api-reference — the API reference generated from the published packages: its data model,
 * the page → export mapping, the coverage report and the "Available from" versions. No file system
 * here (that is `@docs/api-reference/node`), no TypeScript compiler (that is `./extract`).
 */
export * from './schema.js';
export type { ApiReferenceSources } from './sources.js';
export { OverridesSchema, PageOverrideSchema, overrideKind, type Overrides, type PageOverride } from './overrides.js';
export { FirstVersionsSchema, RegistryScanSchema, availabilityOf, packageAvailabilityOf, isWorthANote, BASELINE_VERSION, type Availability, type FirstVersions, type RegistryScan } from './availability.js';
export { compareVersions, isRelease } from './versions.js';
export { mapApiPages, exportOfPage, findExport, candidateNames, packageOfPage, nameKey, API_SIDEBAR, CLI_CATEGORY, type Mapping, type MappingProblem, type PageStatus } from './mapping.js';
export { referenceOfPage, deprecationLine, availabilityLine, pinLine, type PageReference, type FlagGroup } from './reference.js';
export { coverageReport, formatCoverage, isCallableTitle, type CoverageReport, type CoverageEntry } from './coverage.js';
export { presentReference, IdAllocator, type Presentation, type Section, type Row, type Column, type Note } from './present.js';
export { presentationToMarkdown } from './markdown.js';
