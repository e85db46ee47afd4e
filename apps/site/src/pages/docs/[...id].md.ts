/**
 * Each page as Markdown at `/docs/<id>.md`, for AI tools (linked from /llms.txt), in `astro dev`. A
 * build writes them as files instead (`integrations/markdown-twins.ts`), outside Astro's page render.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { docMarkdown, docsWithTwins } from '../../markdown/doc-markdown';
import config from 'virtual:docs/config';

export const getStaticPaths: GetStaticPaths = async () => {
  if (!import.meta.env.DEV) return [];
  return (await docsWithTwins(config)).map((id) => ({ params: { id }, props: { id } }));
};

export const GET: APIRoute = async ({ props }) => {
  const markdown = await docMarkdown(config, (props as { id: string }).id);
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
