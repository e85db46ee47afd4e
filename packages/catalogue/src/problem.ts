/**
 * The one shape of a problem, whoever finds it: the catalogue's rules and loader, the API
 * reference's checks and data loader, the CLI's check of a built site. Each package names its own
 * codes as a string-literal union (`CatalogueCode` here, `ReferenceCode` in @docs/api-reference,
 * `SiteCode` in the CLI) and reports `Problem<ItsCode>`; a report that mixes them widens the union.
 * `problem-format.ts` prints them all the same way.
 */

export type Severity = 'error' | 'warning';

/** Where in the input: ['docs', id, field], ['sidebars', name, 0, 'items', 2], ['version', field]. */
export type ProblemPath = (string | number)[];

export type Problem<Code extends string = string> = {
  /** The rule that found it: one code per rule, so a reader can look the rule up. */
  code: Code;
  message: string;
  severity: Severity;
  docId?: string;
  file?: string;
  line?: number;
  path: ProblemPath;
};

/** The codes of the validation rules, one rule each (`RULES`). */
export type RuleCode =
  | 'frontmatter-schema'
  | 'duplicate-id'
  | 'malformed-id'
  | 'route-collision'
  | 'title-length'
  | 'description-length'
  | 'description-repeats-title'
  | 'duplicate-description'
  | 'stub-target-missing'
  | 'stub-target-is-stub'
  | 'sidebars-schema'
  | 'sidebar-item-schema'
  | 'missing-doc'
  | 'duplicate-in-sidebar'
  | 'unsafe-href'
  | 'broken-internal-href'
  | 'html-not-allowed'
  | 'empty-category'
  | 'version-schema'
  | 'version-invariant';

/** The codes of reading a catalogue directory (`loadCatalogue`). */
export type LoadCode = 'no-pages' | 'unreadable-file' | 'frontmatter-yaml' | 'sidebars-file' | 'version-file';

/** Every code the catalogue reports; `fromDocusaurusSidebars` adds `docusaurus-unsupported`. */
export type CatalogueCode = RuleCode | LoadCode | 'docusaurus-unsupported';

export type CatalogueProblem = Problem<CatalogueCode>;

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}
