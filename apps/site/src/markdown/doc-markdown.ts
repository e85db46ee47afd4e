/** A page as Markdown (its `.md` export and its part of `llms-full.txt`): body, then its generated API reference. */
import { presentationToMarkdown } from '@docs/api-reference';
import { allDocsInReadingOrder } from '@docs/catalogue';
import { getApiReference } from '../lib/api-reference';
import { absoluteUrl, pageHref } from '../lib/routes';
import { pageMarkdown } from './markdown-export';
import { SITE_URL } from '../lib/site-config';
import { getSite } from '../lib/site';

export async function docMarkdown(id: string): Promise<string> {
  const site = await getSite();
  const doc = site.catalogue.docs[id]!;
  const target = doc.movedTo === undefined ? id : doc.movedTo;
  const page = site.pages.get(id);
  const reference = doc.movedTo === undefined ? (await getApiReference()).presentationOf(id) : undefined;
  return pageMarkdown({
    title: doc.title,
    description: doc.description,
    body: page?.body ?? '',
    reference: reference ? presentationToMarkdown(reference) : '',
    format: page?.file.endsWith('.mdx') ? 'mdx' : 'md',
    url: absoluteUrl(SITE_URL, pageHref(site.catalogue, target)),
  });
}

/** Every page but redirect stubs, in the sidebars' reading order, then the pages in no sidebar by id. */
export async function docsInReadingOrder(): Promise<string[]> {
  return allDocsInReadingOrder((await getSite()).catalogue);
}
