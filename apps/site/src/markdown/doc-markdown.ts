/** A page as Markdown (its `.md` export and its part of `llms-full.txt`): `docMarkdown` of @docs/api-reference on this site's data. */
import { docMarkdown as twinOf, type Presentation } from '@docs/api-reference';
import { allDocsInReadingOrder, routeOf } from '@docs/catalogue';
import { getApiReference } from '../lib/api-reference';
import { absoluteUrl } from '../lib/routes';
import type { SiteConfig } from '../config/resolve';
import { getSite } from '../lib/site';

/** A page's generated API reference laid out for its twin, if it has one. */
export type PresentationOf = (docId: string) => Presentation | undefined;

/** The pages' references as this build maps them (no fragment ids taken by headings: a twin has none). */
export async function twinPresentations(config: SiteConfig): Promise<PresentationOf> {
  const reference = await getApiReference(config);
  return (docId) => reference.presentationOf(docId);
}

/** `presentationOf`: where the page's reference comes from; by default the API reference as this build maps it. */
export async function docMarkdown(config: SiteConfig, id: string, presentationOf?: PresentationOf): Promise<string> {
  const site = await getSite(config);
  return twinOf(site.catalogue, id, {
    page: site.pages.get(id),
    presentationOf: presentationOf ?? (await twinPresentations(config)),
    urlOf: (docId) => absoluteUrl(config.siteUrl, routeOf(site.catalogue, docId)),
  });
}

/** A page's part of `llms-full.txt`: a rule, then its Markdown. */
export const llmsFullPart = (markdown: string) => `\n---\n\n${markdown}`;

/** The pages that have a Markdown twin at `/docs/<id>.md`: every page of the catalogue. */
export async function docsWithTwins(config: SiteConfig): Promise<string[]> {
  return Object.keys((await getSite(config)).catalogue.docs);
}

/** Every page but redirect stubs, in the sidebars' reading order, then the pages in no sidebar by id. */
export async function docsInReadingOrder(config: SiteConfig): Promise<string[]> {
  return allDocsInReadingOrder((await getSite(config)).catalogue);
}
