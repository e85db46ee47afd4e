/** llms-full.txt: every page's Markdown (body and generated API reference) in sidebar reading order, for AI tools. */
import type { APIRoute } from 'astro';
import { docMarkdown, docsInReadingOrder } from '../markdown/doc-markdown';
import config from 'virtual:docs/config';

export const GET: APIRoute = async () => {
  const pages = await Promise.all((await docsInReadingOrder(config)).map((id) => docMarkdown(config, id)));
  const text = [`# ${config.identity.name}`, '', `> ${config.identity.summary}`, '', ...pages.map((page) => `---\n\n${page}`)].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
