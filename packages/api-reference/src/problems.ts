/**
 * The API reference's problems: catalogue `Problem`s with the codes below, so that the CLI and the
 * site report them like the catalogue's own. Their path starts with `REFERENCE_PATH` when they are
 * in the data files (`['api-reference', <key of DATA_FILES>, …path in it]`).
 */
import type { Problem } from '@docs/catalogue';

/** The first part of a problem's path in the reference's data. */
export const REFERENCE_PATH = 'api-reference';

/** A data file that does not load (`loadApiReference`). */
export type DataCode = 'file-missing' | 'json-syntax' | 'yaml-syntax' | 'schema';
/** An override that points at nothing in the data (`mapApiPages`); with `strict`, at a page the API sidebar lacks. */
export type OverrideCode = 'types-package-missing' | 'cli-flags-group-missing' | 'override-export-missing' | 'override-page-unknown';
/** A text keyed to a member or renderer option the data lacks (`textProblems`). */
export type TextCode = 'text-member-missing' | 'text-option-missing';
/** A description that disagrees with the data (`referenceProblems`). */
export type DescriptionCode = 'availability-note' | 'description-length';
/** A literal default in the texts that the packages' code does not set (`checkTextDefaults`). */
export type DefaultCode = 'default-not-in-code';

export type ReferenceCode = DataCode | OverrideCode | TextCode | DescriptionCode | DefaultCode;
export type ReferenceProblem = Problem<ReferenceCode>;

/** A problem with a page's override, at its entry in overrides.yaml. */
export function overrideProblem(docId: string, code: OverrideCode, message: string): ReferenceProblem {
  return { code, message, severity: 'error', docId, path: [REFERENCE_PATH, 'overrides', 'pages', docId] };
}
