/**
 * One function builds the catalogue from pages + sidebars config + version record, for the site
 * and the CLI alike. It never throws on bad data: it returns what it could build and every problem.
 */
import { isRecord } from './guards.js';
import type { CatalogueProblem } from './problem.js';
import { runRules, type ParsedPage } from './rules.js';
import { CURRENT_VERSION, VersionRecordSchema, type Catalogue, type DocEntry } from './schema.js';
import { normalizeSidebars } from './sidebars/normalize.js';
import { parseSidebars, type ParsedSidebars } from './sidebars/parse.js';
import { docReferences } from './sidebars/walk.js';

export type PageSource = {
  id: string;
  /** The parsed frontmatter, as found (untrusted). */
  frontmatter: unknown;
  /** Where the page came from, for messages. */
  file?: string;
};

export type CatalogueSource = {
  pages: PageSource[];
  sidebars: unknown;
  version: unknown;
  files?: { sidebars?: string; version?: string };
};

export type BuildResult = { catalogue: Catalogue; problems: CatalogueProblem[] };

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  return typeof record[key] === 'string' ? (record[key] as string) : undefined;
}

function toEntry(page: PageSource): DocEntry {
  const data = isRecord(page.frontmatter) ? page.frontmatter : {};
  const entry: DocEntry = { id: page.id, title: stringField(data, 'title') ?? '', description: stringField(data, 'description') ?? '' };
  const movedTo = stringField(data, 'movedTo');
  if (movedTo !== undefined) entry.movedTo = movedTo;
  return entry;
}

/**
 * A doc's sidebar is the first sidebar, in the config's order, that lists it (as a doc item or as a
 * category's page). Listing a doc in two sidebars is allowed; the first one is where it lives.
 */
function assignSidebars(docs: Map<string, DocEntry>, sidebars: ParsedSidebars): void {
  for (const reference of docReferences(sidebars)) {
    const doc = docs.get(reference.id);
    if (doc && doc.sidebar === undefined) doc.sidebar = reference.sidebar;
  }
}

export function buildCatalogue(source: CatalogueSource): BuildResult {
  const pages: ParsedPage[] = source.pages.map((page) => ({ ...page, entry: toEntry(page) }));
  // A Map, not an object literal: ids such as "constructor" or "__proto__" must not meet Object.prototype.
  const byId = new Map<string, DocEntry>();
  let homeId: string | undefined;
  for (const page of pages) {
    if (byId.has(page.id)) continue; // duplicate ids are reported; the first file wins
    byId.set(page.id, page.entry);
    if (homeId === undefined && isRecord(page.frontmatter) && page.frontmatter.slug === '/') homeId = page.id;
  }
  const sidebars = parseSidebars(source.sidebars);
  assignSidebars(byId, sidebars);
  const docs: Record<string, DocEntry> = Object.fromEntries(byId);

  const parsedVersion = VersionRecordSchema.safeParse(source.version);
  const catalogue: Catalogue = {
    version: parsedVersion.success ? parsedVersion.data : CURRENT_VERSION,
    docs,
    sidebars: normalizeSidebars(sidebars, homeId === undefined ? { docs } : { docs, homeId }),
  };
  if (homeId !== undefined) catalogue.homeId = homeId;

  const problems = runRules({
    pages,
    docs,
    sidebars,
    version: source.version,
    ...(homeId === undefined ? {} : { homeId }),
    files: source.files ?? {},
  });
  return { catalogue, problems };
}
