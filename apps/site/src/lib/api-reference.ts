/**
 * The generated API reference for the site: the committed data of `@docs/api-reference`, mapped
 * onto this catalogue's pages once per build, and the catalogue as published (descriptions with the
 * "Available from" note the data gives). Data that does not load, or that disagrees with the
 * catalogue, stops the build with every problem listed once, like a bad catalogue does; overrides
 * for pages this catalogue lacks are skipped, so any catalogue builds.
 */
import {
  mapApiPages,
  presentReference,
  publishedCatalogue,
  referenceOfPage,
  referenceProblems,
  typeLinksOf,
  type ApiReferenceSources,
  type Mapping,
  type Presentation,
  type TypeLink,
} from '@docs/api-reference';
import { loadApiReference, referenceLocator } from '@docs/api-reference/node';
import { hasErrors, type Catalogue, type Problem } from '@docs/catalogue';
import type { SiteLoadResult } from './load.js';
import { timed } from './build-timing';
import { loadSiteCatalogue } from './load';
import { CatalogueError } from './problems';
import type { SiteConfig } from '../config/resolve';

/** Problems of the API reference data, stack-free like the catalogue's: the writer's to fix, not a fault of the code. */
export class ApiReferenceError extends CatalogueError {
  constructor(problems: readonly Problem[], contentDir?: string, consequence?: string) {
    super(problems, contentDir, consequence, 'The API reference data');
    this.name = 'ApiReferenceError';
  }
}

export type SiteApiReference = {
  /** The page's reference laid out, with fragment ids that avoid `takenIds` (the page's own headings); undefined when it has none. */
  presentationOf(docId: string, takenIds?: Iterable<string>): Presentation | undefined;
  /** The catalogue as published (meta descriptions, `catalogue.json`, `llms.txt`, version badges): its descriptions carry their "Available from" note. */
  catalogue: Catalogue;
};

type CheckedReference = { sources?: ApiReferenceSources; mapping?: Mapping; problems: Problem[] };

/** The data (from `dataDir`, else the package's own) loaded and checked against this catalogue, each problem at its file and line. */
export function checkApiReference(loaded: SiteLoadResult, dataDir: string | undefined): CheckedReference {
  const reference = loadApiReference(dataDir);
  if (!reference.sources) return { problems: reference.problems };
  const mapping = mapApiPages(loaded.catalogue, reference.sources.data, reference.sources.overrides);
  const locate = referenceLocator(dataDir);
  const problems = referenceProblems(loaded.catalogue, reference.sources, { strict: false, mapping }).map((problem) => locate(loaded.locate(problem)));
  return { sources: reference.sources, mapping, problems };
}

function siteReference(sources: ApiReferenceSources, mapping: Mapping, catalogue: Catalogue): SiteApiReference {
  const links = typeLinksOf(mapping, sources.data);
  // Only pages this catalogue has: a small catalogue (a fixture) links fewer type names.
  const linkOfType = (name: string, fromPackage: string): TypeLink | undefined => {
    const link = links(name, fromPackage);
    return link && catalogue.docs[link.docId] ? link : undefined;
  };
  return {
    presentationOf(docId, takenIds = []) {
      const reference = referenceOfPage(docId, mapping, sources);
      return reference && presentReference(reference, { pinnedVersion: sources.data.pinnedVersion, texts: sources.texts, linkOfType }, takenIds);
    },
    catalogue: publishedCatalogue(catalogue, sources, mapping),
  };
}

/** The reference mapped onto this catalogue's pages; data with errors is refused. */
function mapReference(loaded: SiteLoadResult, dataDir: string | undefined): SiteApiReference {
  const { sources, mapping, problems } = checkApiReference(loaded, dataDir);
  if (!sources || !mapping || hasErrors(problems)) throw new ApiReferenceError(problems, loaded.dir);
  return siteReference(sources, mapping, loaded.catalogue);
}

// One per catalogue load, mapped again when the catalogue is (a change in dev makes a new load). On
// globalThis, keyed by the load (itself shared, `load.ts`): the page bundle maps the reference, and
// the config's copy of this module, writing the Markdown twins at the build's end, uses the same.
const REFERENCES = Symbol.for('@docs/site:api-references');

function referencesByLoad(): WeakMap<SiteLoadResult, Promise<SiteApiReference>> {
  return ((globalThis as { [REFERENCES]?: WeakMap<SiteLoadResult, Promise<SiteApiReference>> })[REFERENCES] ??= new WeakMap());
}

export async function getApiReference(config: SiteConfig): Promise<SiteApiReference> {
  const loaded = await loadSiteCatalogue(config.contentDir);
  const references = referencesByLoad();
  let reference = references.get(loaded);
  if (!reference) {
    const { enabled, dataDir } = config.apiReference;
    // Without the reference (a benchmark measuring its cost), pages show none and descriptions stay as written.
    reference = enabled
      ? timed('API reference: load and map', async () => mapReference(loaded, dataDir))
      : Promise.resolve({ presentationOf: () => undefined, catalogue: loaded.catalogue });
    references.set(loaded, reference);
  }
  return reference;
}
