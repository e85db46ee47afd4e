/**
 * @docs/api-reference — the API reference generated from the published packages: its data model,
 * the page → export mapping, the coverage report, the "Available from" versions (and the note they
 * add to published descriptions) and the checks of the data against a catalogue. No file system
 * here (that is `@docs/api-reference/node`), no TypeScript compiler (that is `./extract`).
 */
export * from './schema.js';
export type { ApiReferenceSources } from './sources.js';
export type { Overrides, PageOverride } from './overrides.js';
export { availabilityOf, isWorthANote, BASELINE_VERSION, type Availability, type FirstVersions, type RegistryScan } from './availability.js';
export { compareVersions } from './versions.js';
export type { PinnedPackages } from './pinned-packages.js';
export { mapApiPages, exportOfPage, API_SIDEBAR, type Mapping, type PageStatus } from './mapping.js';
export { referenceOfPage, typeLinksOf, type PageReference, type FlagGroup, type TypeLink } from './reference.js';
export { noteVersionOf, publishedCatalogue } from './description-notes.js';
export { referenceProblems, type ReferenceCheckOptions } from './reference-problems.js';
export { coverageReport, formatCoverage, type CoverageReport, type CoverageEntry } from './coverage.js';
export {
  presentReference,
  inlineCodeParts,
  requiredText,
  rowNotes,
  returnsLead,
  COLUMN_HEADERS,
  type Presentation,
  type PresentContext,
  type Section,
  type Row,
  type Column,
  type Note,
  type TypePart,
} from './present.js';
export type { ReferenceTexts, Text } from './texts.js';
export { REFERENCE_PATH, type ReferenceCode, type ReferenceProblem } from './problems.js';
export { presentationToMarkdown } from './markdown.js';
export { referenceQuality, formatQuality, type ReferenceQuality, type PackageTextCoverage } from './quality.js';
export {
  checkTextDefaults,
  countVerdicts,
  unconfirmedDefaultProblem,
  type DefaultsByHand,
  type CodeDefaults,
  type CodeDefaultsFile,
  type DefaultStatus,
  type DefaultVerdict,
} from './default-check.js';
export { docMarkdown, type DocMarkdownSources, type ExportedPage } from './page-markdown.js';
