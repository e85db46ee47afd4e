/** Each page as Markdown at `/docs/<id>.md`, for AI tools (linked from /llms.txt). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { docMarkdown } from '../../markdown/doc-markdown';
import { getSite } from '../../lib/site';
import config from 'virtual:docs/config';

export const getStaticPaths: GetStaticPaths = async () => {
  const site = await getSite(config);
  return Object.keys(site.catalogue.docs).map((id) => ({ params: { id }, props: { id } }));
};

export const GET: APIRoute = async ({ props }) => {
  const markdown = await docMarkdown(config, (props as { id: string }).id);
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
