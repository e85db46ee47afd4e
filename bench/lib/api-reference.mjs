/**
 * The generated API reference as Markdown, page by page, for the peers of the `bodied-api` corpus:
 * our site renders the reference below each mapped page itself; Docusaurus and Starlight get the
 * same reference appended to the page's Markdown, made by the functions of the built
 * @docs/api-reference that our `.md` export uses (load the data, map the pages, present, to Markdown).
 */
import { importApiReference, importCatalogue } from './paths.mjs';

/** id → reference Markdown, for every page of `catalogue` that shows a reference on our site. */
export async function apiReferenceMarkdown(catalogue) {
  const [api, catalogueLib] = await Promise.all([importApiReference(), importCatalogue()]);
  const loaded = api.loadApiReference();
  if (!loaded.sources)
    throw new Error(catalogueLib.errorReport(loaded.problems, { subject: 'The API reference data', consequence: 'the benchmark cannot run' }));
  const mapping = api.mapApiPages(catalogue, loaded.sources.data, loaded.sources.overrides);
  const markdown = new Map();
  // The same context as the site's: our texts, and type names linked where they have a page.
  const context = { pinnedVersion: loaded.sources.data.pinnedVersion, texts: loaded.sources.texts, linkOfType: api.typeLinksOf(mapping, loaded.sources.data) };
  for (const id of Object.keys(mapping.pages)) {
    const reference = api.referenceOfPage(id, mapping, loaded.sources);
    const presentation = reference && api.presentReference(reference, context);
    const text = presentation ? api.presentationToMarkdown(presentation) : '';
    if (text !== '') markdown.set(id, text);
  }
  return markdown;
}

/** A page body with its reference after it, as our `.md` export lays them out. */
export function withReference(body, reference) {
  return reference ? `${body.trimEnd()}\n\n${reference}\n` : body;
}
