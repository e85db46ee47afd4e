/**
 * The generated API reference for the site: the committed data of `@docs/api-reference`, mapped
 * onto this catalogue's pages once per build. Bad data or an override that points at nothing stops
 * the build with every problem listed, like a bad catalogue does.
 */
import { mapApiPages, presentReference, referenceOfPage, typeLinksOf, type Mapping, type Presentation, type TypeLink } from '@docs/api-reference';
import { formatDataProblem, loadApiReference } from '@docs/api-reference/node';
import type { ApiReferenceSources } from '@docs/api-reference';
import type { Catalogue } from '@docs/catalogue';
import { timed } from './build-timing';
import { getSite, type Site } from './site';

export class ApiReferenceError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(`The API reference data has ${lines.length} problem(s); the site is not built:\n${lines.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ApiReferenceError';
  }
}

export type SiteApiReference = {
  /** The page's reference laid out, with fragment ids that avoid `takenIds` (the page's own headings); undefined when it has none. */
  presentationOf(docId: string, takenIds?: Iterable<string>): Presentation | undefined;
};

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
  };
}

// Mapped again when the catalogue is (getSite() gives a new site after a change in dev).
let pending: { site: Site; reference: Promise<SiteApiReference> } | undefined;

/** `DOCS_API_REFERENCE=off` builds the pages without the reference, so a benchmark can measure what it costs. */
const NO_REFERENCE: SiteApiReference = { presentationOf: () => undefined };

/** The reference mapped onto this catalogue's pages. */
async function mapReference(catalogue: Catalogue): Promise<SiteApiReference> {
  const loaded = loadApiReference();
  if (!loaded.sources) throw new ApiReferenceError(loaded.problems.map(formatDataProblem));
  const mapping = mapApiPages(catalogue, loaded.sources.data, loaded.sources.overrides);
  if (mapping.problems.length > 0) throw new ApiReferenceError(mapping.problems.map((problem) => `overrides.yaml [${problem.docId}] ${problem.rule}: ${problem.message}`));
  return siteReference(loaded.sources, mapping, catalogue);
}

export async function getApiReference(): Promise<SiteApiReference> {
  if (process.env.DOCS_API_REFERENCE === 'off') return NO_REFERENCE;
  const site = await getSite();
  if (pending?.site !== site) pending = { site, reference: timed('API reference: load and map', () => mapReference(site.catalogue)) };
  return pending.reference;
}
