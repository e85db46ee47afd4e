/**
 * Everything the MCP server answers from, loaded once when it starts: the catalogue (with the page
 * bodies) through the CLI's catalogue opening, the API reference's committed data mapped onto its
 * pages, and the search index over both. No network: files only.
 */
import {
  API_SIDEBAR,
  exportOfPage,
  mapApiPages,
  presentReference,
  referenceOfPage,
  type ApiExport,
  type ApiReferenceSources,
  type Mapping,
  type Member,
  type Presentation,
} from '@docs/api-reference';
import { loadApiReference } from '@docs/api-reference/node';
import { problemLine, type Catalogue } from '@docs/catalogue';
import type { LoadedPage } from '@docs/catalogue/node';
import { openCatalogue, requireDirectory } from '../catalogue-dir.js';
import { Failure } from '../errors.js';
import { buildSearchIndex, type SearchDoc, type SearchIndex } from './search-index.js';

export type DocsData = {
  catalogue: Catalogue;
  pages: ReadonlyMap<string, LoadedPage>;
  sources: ApiReferenceSources;
  mapping: Mapping;
  index: SearchIndex;
  /** A page's generated API reference laid out, if it has one. */
  presentationOf(docId: string): Presentation | undefined;
};

/** Every name a member tree holds, one level of nesting included (`chromiumOptions.gl`). */
function memberNames(members: readonly Member[] | undefined): string[] {
  return (members ?? []).flatMap((member) => [member.name, ...(member.members ?? []).map((child) => child.name)]);
}

/** The names under which readers look an export up, and the option names its reference lists. */
export function namesOfExport(found: ApiExport): { apiNames: string[]; optionNames: string[] } {
  const statics = found.statics ?? [];
  return {
    apiNames: [found.name, ...statics.map((each) => `${found.name}.${each.name}`)],
    optionNames: [
      ...memberNames(found.members),
      ...found.signatures.flatMap((signature) => signature.parameters.flatMap((parameter) => [parameter.name, ...memberNames(parameter.members)])),
      ...statics.flatMap((each) => memberNames(each.members)),
      ...(found.ref?.methods.map((method) => method.name) ?? []),
    ],
  };
}

/** Guides answer questions; an API page still wins on its export's name, which weighs far more. */
const GUIDE_BOOST = 1.5;

/** The search entries: every page but redirect stubs, with the names of the export it documents. */
export function searchDocsOf(catalogue: Catalogue, pages: ReadonlyMap<string, LoadedPage>, exportOf: (docId: string) => ApiExport | undefined): SearchDoc[] {
  return Object.values(catalogue.docs)
    .filter((doc) => doc.movedTo === undefined)
    .map((doc) => {
      const found = exportOf(doc.id);
      const names = found ? namesOfExport(found) : { apiNames: [], optionNames: [] };
      return {
        id: doc.id,
        title: doc.title,
        description: doc.description,
        body: pages.get(doc.id)?.body ?? '',
        ...names,
        optionNames: [...new Set(names.optionNames)],
        ...(doc.sidebar === API_SIDEBAR ? {} : { boost: GUIDE_BOOST }),
      };
    });
}

export async function loadDocsData(options: { dir?: string | undefined; data?: string | undefined }): Promise<DocsData> {
  const opened = await openCatalogue(options.dir);
  const loaded = loadApiReference(options.data === undefined ? undefined : requireDirectory(options.data, '--data'));
  if (!loaded.sources) throw new Failure(`the API reference data does not load: ${loaded.problems.map(problemLine).join('; ')}`);
  const sources = loaded.sources;
  const mapping = mapApiPages(opened.catalogue, sources.data, sources.overrides);
  const pages = new Map(opened.pages.map((page) => [page.id, page]));
  const context = { pinnedVersion: sources.data.pinnedVersion, texts: sources.texts };
  return {
    catalogue: opened.catalogue,
    pages,
    sources,
    mapping,
    index: buildSearchIndex(searchDocsOf(opened.catalogue, pages, (docId) => exportOfPage(mapping, sources.data, docId))),
    presentationOf(docId) {
      const reference = referenceOfPage(docId, mapping, sources);
      return reference && presentReference(reference, context);
    },
  };
}
