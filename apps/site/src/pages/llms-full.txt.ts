/** llms-full.txt: every page's Markdown (body and generated API reference) in sidebar reading order, for AI tools. */
import type { APIRoute } from 'astro';
import { docMarkdown, docsInReadingOrder } from '../markdown/doc-markdown';
import { SITE_NAME, SITE_SUMMARY } from '../lib/site-config';

export const GET: APIRoute = async () => {
  const pages = await Promise.all((await docsInReadingOrder()).map(docMarkdown));
  const text = [`# ${SITE_NAME}`, '', `> ${SITE_SUMMARY}`, '', ...pages.map((page) => `---\n\n${page}`)].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
