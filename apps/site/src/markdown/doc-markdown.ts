/** A page as Markdown (its `.md` export and its part of `llms-full.txt`): `docMarkdown` of @docs/api-reference on this site's data. */
import { docMarkdown as twinOf } from '@docs/api-reference';
import { allDocsInReadingOrder, routeOf } from '@docs/catalogue';
import { getApiReference } from '../lib/api-reference';
import { absoluteUrl } from '../lib/routes';
import { SITE_URL } from '../lib/site-config';
import { getSite } from '../lib/site';

export async function docMarkdown(id: string): Promise<string> {
  const site = await getSite();
  const reference = await getApiReference();
  return twinOf(site.catalogue, id, {
    page: site.pages.get(id),
    presentationOf: (docId) => reference.presentationOf(docId),
    urlOf: (docId) => absoluteUrl(SITE_URL, routeOf(site.catalogue, docId)),
  });
}

/** Every page but redirect stubs, in the sidebars' reading order, then the pages in no sidebar by id. */
export async function docsInReadingOrder(): Promise<string[]> {
  return allDocsInReadingOrder((await getSite()).catalogue);
}
