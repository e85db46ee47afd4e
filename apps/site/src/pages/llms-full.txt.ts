/** llms-full.txt: every page's Markdown (body and generated API reference) in sidebar reading order, for AI tools. */
import type { APIRoute } from 'astro';
import { docMarkdown, docsInReadingOrder, llmsFullPart } from '../markdown/doc-markdown';
import config from 'virtual:docs/config';

export const GET: APIRoute = async () => {
  const ids = (await docsInReadingOrder(config))[Symbol.iterator]();
  const encoder = new TextEncoder();
  // One page at a time: holding every page's Markdown and then their join took three copies of the
  // whole text (58 MB at 10×) at once.
  const text = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`# ${config.identity.name}\n\n> ${config.identity.summary}\n`));
    },
    async pull(controller) {
      const next = ids.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(llmsFullPart(await docMarkdown(config, next.value))));
    },
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
