/**
 * @docs/api-reference — the API reference generated from the published packages: its data model,
 * the page → export mapping, the coverage report, the "Available from" versions (and the note they
 * add to published descriptions) and the checks of the data against a catalogue. No file system
 * here (that is `@docs/api-reference/node`), no TypeScript compiler (that is `./extract`).
 */
export * from './schema.js';
export type { ApiReferenceSources } from './sources.js';
export { OverridesSchema, PageOverrideSchema, overrideKind, type Overrides, type PageOverride } from './overrides.js';
export { FirstVersionsSchema, RegistryScanSchema, availabilityOf, packageAvailabilityOf, isWorthANote, BASELINE_VERSION, type Availability, type FirstVersions, type RegistryScan } from './availability.js';
export { compareVersions, isRelease } from './versions.js';
export { mapApiPages, exportOfPage, findExport, candidateNames, packageOfPage, whereOverridePageIs, API_SIDEBAR, CLI_CATEGORY, type Mapping, type PageStatus } from './mapping.js';
export { referenceOfPage, deprecationLine, availabilityLine, pinLine, typesOfPackage, typeLinksOf, type PageReference, type FlagGroup } from './reference.js';
export { noteVersionOf, documentedVersionOfPage, publishedCatalogue } from './description-notes.js';
export { referenceProblems, type ReferenceCheckOptions } from './reference-problems.js';
export { coverageReport, formatCoverage, isCallableTitle, type CoverageReport, type CoverageEntry } from './coverage.js';
export { presentReference, IdAllocator, typePartsOf, inlineCodeParts, requiredText, rowNotes, returnsLead, COLUMN_HEADERS, type Presentation, type PresentContext, type Section, type Row, type Column, type Note, type TypeLink, type TypePart } from './present.js';
export { textProblems, memberKeysOf, membersByKey, parameterKey, textOfMember, isHidden, textsFileOf, EMPTY_TEXTS, OPTIONS_TEXTS_FILE, type ReferenceTexts, type Text } from './texts.js';
export { REFERENCE_PATH, type ReferenceCode, type ReferenceProblem, type DataCode, type OverrideCode, type TextCode, type DescriptionCode, type DefaultCode } from './problems.js';
export { unionMembers, unionOf } from './type-text.js';
export { presentationToMarkdown } from './markdown.js';
export { referenceQuality, formatQuality, type ReferenceQuality, type PackageTextCoverage } from './quality.js';
export { checkTextDefaults, countVerdicts, staleByHand, unconfirmedDefaultProblem, DefaultsByHandSchema, type DefaultsByHand, isLiteralDefault, flagOfSetter, memberNameOf, normalizeLiteral, CodeDefaultsSchema, type CodeDefaults, type CodeDefaultsFile, type DefaultStatus, type DefaultVerdict } from './default-check.js';
export { docMarkdown, pageMarkdown, stripMdxStatements, type DocMarkdownSources, type ExportedPage } from './page-markdown.js';
