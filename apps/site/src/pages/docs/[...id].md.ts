/** Each page as Markdown at `/docs/<id>.md`, for AI tools (linked from /llms.txt). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { presentationToMarkdown } from '@docs/api-reference';
import { getApiReference } from '../../lib/api-reference';
import { absoluteUrl, pageHref } from '../../lib/hrefs';
import { pageMarkdown } from '../../lib/markdown-export';
import { SITE_URL } from '../../lib/site-config';
import { getSite } from '../../lib/site';

export const getStaticPaths: GetStaticPaths = async () => {
  const site = await getSite();
  return Object.keys(site.catalogue.docs).map((id) => ({ params: { id }, props: { id } }));
};

export const GET: APIRoute = async ({ props }) => {
  const site = await getSite();
  const id = (props as { id: string }).id;
  const doc = site.catalogue.docs[id]!;
  const target = doc.movedTo === undefined ? id : doc.movedTo;
  const page = site.pages.get(id);
  const reference = doc.movedTo === undefined ? (await getApiReference()).presentationOf(id) : undefined;
  const markdown = pageMarkdown({
    title: doc.title,
    description: doc.description,
    body: page?.body ?? '',
    reference: reference ? presentationToMarkdown(reference) : '',
    format: page?.file.endsWith('.mdx') ? 'mdx' : 'md',
    url: absoluteUrl(SITE_URL, pageHref(site.catalogue, target)),
  });
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
