/**
 * Validation rules: one function per problem code. Each reads the parsed input and returns
 * problems; none throws, so a maintainer sees every problem in one run.
 */
import { isRecord } from './guards.js';
import { HTML_ALLOWLIST_DESCRIPTION, isAllowedHtmlItem } from './html.js';
import { explainIssues, showValue } from './issues.js';
import type { Problem, ProblemPath, RuleCode } from './problem.js';
import { RouteIndex, idProblem, routeOfId } from './routes.js';
import { LIMITS, PageFrontmatterSchema, VersionRecordSchema, type DocEntry } from './schema.js';
import type { ParsedSidebars } from './sidebars/parse.js';
import { docReferences, walkParsedSidebars } from './sidebars/walk.js';
import { didYouMeanSuffix } from './suggest.js';
import { isInternalHref, isSafeHref } from './urls.js';

export type ParsedPage = { id: string; file?: string; frontmatter: unknown; entry: DocEntry };

export type ValidationInput = {
  pages: ParsedPage[];
  docs: Record<string, DocEntry>;
  sidebars: ParsedSidebars;
  version: unknown;
  homeId?: string;
  files: { sidebars?: string; version?: string };
};

type RuleProblem = Problem<RuleCode>;
type Rule = (input: ValidationInput) => RuleProblem[];

function pathText(path: ProblemPath): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
}

function pageProblem(page: ParsedPage, code: RuleCode, message: string, field?: string, severity: Problem['severity'] = 'error'): RuleProblem {
  const problem: RuleProblem = { code, message, severity, docId: page.id, path: field ? ['docs', page.id, field] : ['docs', page.id] };
  if (page.file) problem.file = page.file;
  return problem;
}

function sidebarProblem(input: ValidationInput, code: RuleCode, message: string, path: ProblemPath, docId?: string): RuleProblem {
  const problem: RuleProblem = { code, message: `${message} (at ${pathText(path)})`, severity: 'error', path };
  if (docId !== undefined) problem.docId = docId;
  if (input.files.sidebars) problem.file = input.files.sidebars;
  return problem;
}

/** Own entries only: an id such as "constructor" must not find Object.prototype's members. */
function docOf(input: ValidationInput, id: string): DocEntry | undefined {
  return Object.hasOwn(input.docs, id) ? input.docs[id] : undefined;
}

// ---- Pages ----

// Unknown keys are reported (a typo such as `movedto` would otherwise be ignored without a word).
const StrictFrontmatterSchema = PageFrontmatterSchema.strict();

const frontmatterSchema: Rule = (input) =>
  input.pages.flatMap((page) => {
    const result = StrictFrontmatterSchema.safeParse(page.frontmatter);
    if (result.success) return [];
    return explainIssues(result.error.issues, page.frontmatter, StrictFrontmatterSchema).map(({ path, message }) =>
      pageProblem(page, 'frontmatter-schema', `frontmatter ${message}`, path.map(String).join('.') || undefined),
    );
  });

const duplicateId: Rule = (input) => {
  const seen = new Map<string, ParsedPage>();
  const problems: RuleProblem[] = [];
  for (const page of input.pages) {
    const first = seen.get(page.id);
    if (first) problems.push(pageProblem(page, 'duplicate-id', `the id "${page.id}" is already used by ${first.file ?? 'another page'}`));
    else seen.set(page.id, page);
  }
  return problems;
};

const malformedId: Rule = (input) =>
  input.pages.flatMap((page) => {
    const reason = idProblem(page.id);
    return reason ? [pageProblem(page, 'malformed-id', `malformed id "${page.id}": ${reason}`)] : [];
  });

const routeCollision: Rule = (input) => {
  const index = new RouteIndex(Object.keys(input.docs), input.homeId);
  const shared = index.collisions().flatMap((ids) =>
    ids.slice(1).map((id) => {
      const page = input.pages.find((candidate) => candidate.id === id) ?? { id, frontmatter: {}, entry: input.docs[id]! };
      const first = ids[0]!;
      const routes = `"${id}" (${routeOfId(id, input.homeId)}) and "${first}" (${routeOfId(first, input.homeId)})`;
      return pageProblem(page, 'route-collision', `${routes} would be served at the same route`);
    }),
  );
  // Only the first `slug: /` page becomes the home; any other one would silently keep its own route.
  const home = input.homeId;
  const extraHomes = input.pages
    .filter((page) => home !== undefined && page.id !== home && isRecord(page.frontmatter) && page.frontmatter.slug === '/')
    .map((page) => pageProblem(page, 'route-collision', `"${page.id}" and "${home}" both claim the docs home (slug: /)`, 'slug'));
  return [...shared, ...extraHomes];
};

function lengthRule(code: RuleCode, field: 'title' | 'description', max: number): Rule {
  return (input) =>
    input.pages.flatMap((page) => {
      // A missing or non-string field is the schema rule's to report, once.
      const value = isRecord(page.frontmatter) ? page.frontmatter[field] : undefined;
      if (typeof value !== 'string') return [];
      if (value.trim() === '') return [pageProblem(page, code, `the ${field} is empty (found ${showValue(value)})`, field)];
      if (value.length > max)
        return [pageProblem(page, code, `the ${field} has ${value.length} characters; at most ${max} are allowed (found ${showValue(value)})`, field)];
      return [];
    });
}

const descriptionRepeatsTitle: Rule = (input) =>
  input.pages
    .filter((page) => page.entry.description.trim() !== '' && page.entry.description.trim().toLowerCase() === page.entry.title.trim().toLowerCase())
    .map((page) =>
      pageProblem(page, 'description-repeats-title', 'the description only repeats the title; say what the page covers', 'description', 'warning'),
    );

const duplicateDescription: Rule = (input) => {
  const byText = new Map<string, string>();
  const problems: RuleProblem[] = [];
  for (const page of input.pages) {
    const key = page.entry.description.trim().toLowerCase();
    if (key === '') continue;
    const first = byText.get(key);
    if (first !== undefined && first !== page.id) {
      problems.push(pageProblem(page, 'duplicate-description', `the description is the same as the one of "${first}"`, 'description', 'warning'));
    } else byText.set(key, page.id);
  }
  return problems;
};

// ---- Redirect stubs ----

const stubTargetMissing: Rule = (input) =>
  input.pages.flatMap((page) => {
    const target = page.entry.movedTo;
    if (target === undefined || docOf(input, target)) return [];
    return [
      pageProblem(
        page,
        'stub-target-missing',
        `the page moved to "${target}", but no page has that id${didYouMeanSuffix(target, Object.keys(input.docs))}`,
        'movedTo',
      ),
    ];
  });

const stubTargetIsStub: Rule = (input) =>
  input.pages.flatMap((page) => {
    const target = page.entry.movedTo;
    const targetEntry = target === undefined ? undefined : docOf(input, target);
    if (!targetEntry?.movedTo) return [];
    return [
      pageProblem(
        page,
        'stub-target-is-stub',
        `the page moved to "${target}", which is itself a redirect stub to "${targetEntry.movedTo}"; point at the final page`,
        'movedTo',
      ),
    ];
  });

// ---- Sidebars ----

// The config is checked against its schema once, when parsed (sidebars/parse.ts): these two rules report what it refused.
const sidebarsSchema: Rule = (input) =>
  input.sidebars.configIssues.map(({ path, message }) => ({
    code: 'sidebars-schema',
    message,
    severity: 'error',
    path,
    ...(input.files.sidebars ? { file: input.files.sidebars } : {}),
  }));

const sidebarItemSchema: Rule = (input) => input.sidebars.itemIssues.map(({ path, message }) => sidebarProblem(input, 'sidebar-item-schema', message, path));

const missingDoc: Rule = (input) =>
  docReferences(input.sidebars)
    .filter((reference) => !docOf(input, reference.id))
    .map((reference) =>
      sidebarProblem(
        input,
        'missing-doc',
        `the sidebar "${reference.sidebar}" lists "${reference.id}", but no page has that id${didYouMeanSuffix(reference.id, Object.keys(input.docs))}`,
        reference.path,
        reference.id,
      ),
    );

const duplicateInSidebar: Rule = (input) => {
  const seen = new Set<string>();
  return docReferences(input.sidebars).flatMap((reference) => {
    const key = `${reference.sidebar}\u0000${reference.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [
      sidebarProblem(
        input,
        'duplicate-in-sidebar',
        `"${reference.id}" is listed more than once in the sidebar "${reference.sidebar}"`,
        reference.path,
        reference.id,
      ),
    ];
  });
};

function linkHrefs(input: ValidationInput): { href: string; path: ProblemPath }[] {
  const hrefs: { href: string; path: ProblemPath }[] = [];
  for (const { item } of walkParsedSidebars(input.sidebars)) if (item.type === 'link') hrefs.push({ href: item.href, path: [...item.path, 'href'] });
  return hrefs;
}

const unsafeHref: Rule = (input) =>
  linkHrefs(input)
    .filter(({ href }) => !isSafeHref(href))
    .map(({ href, path }) =>
      sidebarProblem(input, 'unsafe-href', `the href "${href}" uses a scheme that is not allowed; use http(s), mailto or a site path`, path),
    );

const brokenInternalHref: Rule = (input) => {
  const index = new RouteIndex(Object.keys(input.docs), input.homeId);
  return linkHrefs(input)
    .filter(({ href }) => isSafeHref(href) && isInternalHref(href) && index.idOf(href) === undefined)
    .map(({ href, path }) => {
      const routes = Object.keys(input.docs).map((id) => routeOfId(id, input.homeId));
      return sidebarProblem(input, 'broken-internal-href', `the href "${href}" matches no page of the catalogue${didYouMeanSuffix(href, routes)}`, path);
    });
};

const htmlNotAllowed: Rule = (input) => {
  const problems: RuleProblem[] = [];
  for (const { item } of walkParsedSidebars(input.sidebars)) {
    if (item.type === 'html' && !isAllowedHtmlItem(item.value)) {
      problems.push(
        sidebarProblem(input, 'html-not-allowed', `the html item ${showValue(item.value)} holds markup outside the allowlist (${HTML_ALLOWLIST_DESCRIPTION})`, [
          ...item.path,
          'value',
        ]),
      );
    }
  }
  return problems;
};

const emptyCategory: Rule = (input) => {
  const problems: RuleProblem[] = [];
  for (const { item } of walkParsedSidebars(input.sidebars)) {
    if (item.type === 'category' && item.items.length === 0)
      problems.push(sidebarProblem(input, 'empty-category', `the category "${item.label}" has no items`, [...item.path, 'items']));
  }
  return problems;
};

// ---- Version record ----

const StrictVersionRecordSchema = VersionRecordSchema.strict();

const versionSchema: Rule = (input) => {
  const result = StrictVersionRecordSchema.safeParse(input.version);
  if (result.success) return [];
  const file = input.files.version;
  return explainIssues(result.error.issues, input.version, StrictVersionRecordSchema).map(({ path, message }) => ({
    code: 'version-schema',
    message: `version record ${path.length ? message : `(root): ${message}`}`,
    severity: 'error' as const,
    path: ['version', ...path],
    ...(file ? { file } : {}),
  }));
};

const versionInvariant: Rule = (input) => {
  const result = VersionRecordSchema.safeParse(input.version);
  if (!result.success) return [];
  const version = result.data;
  const file = input.files.version;
  const problem = (message: string, field: string): RuleProblem => ({
    code: 'version-invariant',
    message,
    severity: 'error',
    path: ['version', field],
    ...(file ? { file } : {}),
  });
  const problems: RuleProblem[] = [];
  if (version.isLast && version.banner !== null) problems.push(problem(`the last version shows no banner, but banner is "${version.banner}"`, 'banner'));
  if (version.version === 'current' && version.noIndex && version.isLast)
    problems.push(problem('the current, last version must be indexed by search engines (noIndex: false)', 'noIndex'));
  if (!/^[A-Za-z0-9_-]+$/.test(version.pluginId))
    problems.push(problem(`pluginId "${version.pluginId}" must use only letters, digits, "_" and "-"`, 'pluginId'));
  return problems;
};

/** Every rule, keyed by the code it reports. */
export const RULES: Record<RuleCode, Rule> = {
  'frontmatter-schema': frontmatterSchema,
  'duplicate-id': duplicateId,
  'malformed-id': malformedId,
  'route-collision': routeCollision,
  'title-length': lengthRule('title-length', 'title', LIMITS.titleMax),
  'description-length': lengthRule('description-length', 'description', LIMITS.descriptionMax),
  'description-repeats-title': descriptionRepeatsTitle,
  'duplicate-description': duplicateDescription,
  'stub-target-missing': stubTargetMissing,
  'stub-target-is-stub': stubTargetIsStub,
  'sidebars-schema': sidebarsSchema,
  'sidebar-item-schema': sidebarItemSchema,
  'missing-doc': missingDoc,
  'duplicate-in-sidebar': duplicateInSidebar,
  'unsafe-href': unsafeHref,
  'broken-internal-href': brokenInternalHref,
  'html-not-allowed': htmlNotAllowed,
  'empty-category': emptyCategory,
  'version-schema': versionSchema,
  'version-invariant': versionInvariant,
};

export function runRules(input: ValidationInput): RuleProblem[] {
  return Object.values(RULES).flatMap((rule) => rule(input));
}
