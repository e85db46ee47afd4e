/**
 * Page → export: every page of the API sidebar gets one status. The page's top-level category names
 * its package (else the id's first segment does); its title or last id segment names the export;
 * the overrides file settles the rest.
 */
import { locateDoc, nameKey, type Catalogue } from '@docs/catalogue';
import { overrideKind, replacementOfExport, type Overrides } from './overrides.js';
import { overrideProblem, type ReferenceProblem } from './problems.js';
import { exportKey, type ApiData, type ApiExport } from './schema.js';

export const API_SIDEBAR = 'apiSidebar';
/** The top-level category of the CLI command pages. */
export const CLI_CATEGORY = 'Command line';

/** How a page relates to the extracted data; `generated` and `overridden` pages show a reference. */
export type PageStatus =
  | { status: 'generated'; package: string; export: string }
  | { status: 'overridden'; package: string; export: string }
  | { status: 'cli-flags'; groups: string[] }
  | { status: 'types'; package: string }
  | { status: 'not-an-export'; reason: string; package?: string }
  | { status: 'package-not-published'; package: string }
  | { status: 'unmapped'; package?: string; reason: string };

export type Mapping = {
  pages: Record<string, PageStatus>;
  /** Overrides that point at nothing in the data: an export or option group it does not have. */
  problems: ReferenceProblem[];
  /**
   * Pages the overrides name that are not in this catalogue's API sidebar: skipped, because a smaller
   * catalogue (a fixture, a subset) lacks pages the real one has; `referenceProblems` refuses them with `strict`.
   */
  overridesWithoutPage: string[];
};

/** Names a page may document: its title as code (`renderMedia()`, `<Player>`), then its last id segment. */
function candidateNames(docId: string, title: string): string[] {
  const fromTitle = /^<?([A-Za-z_$][\w$.]*)(?:\(\))?\s*\/?>?$/.exec(title.trim())?.[1];
  const lastSegment =
    docId
      .split('/')
      .filter((segment) => segment !== 'index')
      .at(-1) ?? docId;
  return [...new Set([fromTitle, lastSegment].filter((name): name is string => name !== undefined))];
}

/** The package a page belongs to: its top-level category, else its id's first segment, when either is a package. */
export function packageOfPage(docId: string, topCategory: string | undefined, data: ApiData, overrides: Overrides): string | undefined {
  const byCategory = topCategory === undefined ? undefined : (overrides.categories[topCategory] ?? topCategory);
  if (byCategory !== undefined && byCategory in data.packages) return byCategory;
  const segment = docId.split('/')[0]!;
  const byId = segment === 'remotion' ? 'remotion' : `@remotion/${segment}`;
  return byId in data.packages ? byId : undefined;
}

/** Exports of each package by `nameKey`, built once per data object. */
const indexes = new WeakMap<ApiData, Map<string, Map<string, ApiExport>>>();
function exportIndex(data: ApiData): Map<string, Map<string, ApiExport>> {
  let index = indexes.get(data);
  if (!index) {
    index = new Map();
    for (const found of Object.values(data.exports)) {
      const byName = index.get(found.package) ?? new Map<string, ApiExport>();
      // An exact-case name wins over another that only differs in case.
      if (!byName.has(nameKey(found.name))) byName.set(nameKey(found.name), found);
      index.set(found.package, byName);
    }
    indexes.set(data, index);
  }
  return index;
}

/** The export of a package that one of the names stands for. */
export function findExport(data: ApiData, packageName: string, names: readonly string[]): ApiExport | undefined {
  const byName = exportIndex(data).get(packageName);
  for (const name of names) {
    const exact = data.exports[exportKey(packageName, name)];
    if (exact) return exact;
    const loose = byName?.get(nameKey(name));
    if (loose) return loose;
  }
  return undefined;
}

/** A deprecated re-export (`@remotion/lambda`'s `renderMediaOnLambda`) is documented where its types now live. */
function preferredExport(data: ApiData, found: ApiExport, overrides: Overrides): ApiExport {
  const replacement = found.deprecated ? replacementOfExport(found, overrides) : undefined;
  if (replacement?.name !== found.name || replacement.package === found.package) return found;
  return data.exports[exportKey(replacement.package, replacement.name)] ?? found;
}

/** A top-level category's own page introduces a package; a nested category's page, a section. */
type Overview = 'package' | 'section' | undefined;

function statusOfPage(
  docId: string,
  title: string,
  topCategory: string | undefined,
  overview: Overview,
  data: ApiData,
  overrides: Overrides,
  problems: ReferenceProblem[],
): PageStatus {
  const override = overrides.pages[docId];
  if (override) {
    const kind = overrideKind(override);
    if (kind === 'not-an-export' && 'notAnExport' in override) return { status: 'not-an-export', reason: override.notAnExport };
    if (kind === 'types' && 'typesOf' in override) {
      if (!(override.typesOf in data.packages))
        problems.push(overrideProblem(docId, 'types-package-missing', `"${override.typesOf}" is not a package of the data`));
      return { status: 'types', package: override.typesOf };
    }
    if (kind === 'cli-flags' && 'cliFlags' in override) {
      const missing = override.cliFlags.filter((group) => !(group in data.cliFlagGroups));
      if (missing.length > 0)
        problems.push(
          overrideProblem(
            docId,
            'cli-flags-group-missing',
            `option group ${missing.map((group) => `"${group}"`).join(', ')} is not in the renderer's option map`,
          ),
        );
      return { status: 'cli-flags', groups: override.cliFlags.filter((group) => group in data.cliFlagGroups) };
    }
    if ('export' in override) {
      const pin = data.packages[override.package];
      if (pin === undefined || pin.status === 'unpublished') return { status: 'package-not-published', package: override.package };
      if (!data.exports[exportKey(override.package, override.export)]) {
        problems.push(overrideProblem(docId, 'override-export-missing', `${override.package} has no export "${override.export}" at ${pin.version}`));
        return { status: 'unmapped', package: override.package, reason: `override names a missing export "${override.export}"` };
      }
      return { status: 'overridden', package: override.package, export: override.export };
    }
  }
  if (topCategory === CLI_CATEGORY) return { status: 'not-an-export', reason: 'a CLI command whose flags are not in the renderer’s option map' };
  const packageName = packageOfPage(docId, topCategory, data, overrides);
  if (packageName === undefined)
    return { status: 'unmapped', reason: `no package for category "${topCategory ?? '(none)'}" or id segment "${docId.split('/')[0]}"` };
  if (data.packages[packageName]?.status === 'unpublished') return { status: 'package-not-published', package: packageName };
  // An overview shares its name with the package (`gif/index`, `<Gif>`), not with one export.
  if (overview === 'package') return { status: 'not-an-export', reason: `the overview of ${packageName}`, package: packageName };
  if (overview === 'section') return { status: 'not-an-export', reason: `the overview of a section of ${packageName}` };
  const found = findExport(data, packageName, candidateNames(docId, title));
  if (found) {
    const preferred = preferredExport(data, found, overrides);
    return { status: 'generated', package: preferred.package, export: preferred.name };
  }
  return {
    status: 'unmapped',
    package: packageName,
    reason: `${packageName} exports none of ${candidateNames(docId, title)
      .map((name) => `"${name}"`)
      .join(', ')}`,
  };
}

/** Maps every page of the API sidebar; also lists the overrides for pages it does not have. */
export function mapApiPages(catalogue: Catalogue, data: ApiData, overrides: Overrides): Mapping {
  const pages: Record<string, PageStatus> = {};
  const problems: ReferenceProblem[] = [];
  const ids = Object.keys(catalogue.docs)
    .filter((id) => catalogue.docs[id]!.sidebar === API_SIDEBAR && catalogue.docs[id]!.movedTo === undefined)
    .sort();
  for (const docId of ids) {
    const location = locateDoc(catalogue, docId);
    const top = location?.ancestors[0] ?? (location?.item.type === 'category' ? location.item : undefined);
    const overview: Overview = location?.item === top ? 'package' : location?.item.type === 'category' || docId.endsWith('/index') ? 'section' : undefined;
    pages[docId] = statusOfPage(docId, catalogue.docs[docId]!.title, top?.label, overview, data, overrides, problems);
  }
  const overridesWithoutPage = Object.keys(overrides.pages).filter((docId) => !Object.hasOwn(pages, docId));
  return { pages, problems, overridesWithoutPage };
}

/** Where a page that an override names is, when it is not in the API sidebar: what the coverage report and its problem say. */
export function whereOverridePageIs(catalogue: Catalogue, docId: string): string {
  const doc = Object.hasOwn(catalogue.docs, docId) ? catalogue.docs[docId] : undefined;
  if (!doc) return 'not in this catalogue';
  if (doc.movedTo !== undefined) return `a redirect stub to ${doc.movedTo}`;
  return doc.sidebar === undefined ? `in no sidebar, not in ${API_SIDEBAR}` : `in ${doc.sidebar}, not in ${API_SIDEBAR}`;
}

/** The export a page shows a reference for, if any. */
export function exportOfPage(mapping: Mapping, data: ApiData, docId: string): ApiExport | undefined {
  const status = mapping.pages[docId];
  if (status?.status !== 'generated' && status?.status !== 'overridden') return undefined;
  return data.exports[exportKey(status.package, status.export)];
}
