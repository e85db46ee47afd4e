/**
 * Renders one page body to HTML with a body processor (`body-processor.ts`), as Astro's content layer
 * would, and turns the links it found to no page into one error at lines of the page's file. The
 * main thread and the worker threads (`body-worker.ts`) both render through this.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { MarkdownHeading } from '@astrojs/markdown-remark';
import type { LoadedPage } from '@docs/catalogue/node';
import { timed } from '../lib/build-timing.js';
import type { BodyProcessor } from './body-processor.js';
import { BrokenLinksError, collectingBrokenLinks, type BrokenLink } from './remark-doc-links.js';

export type RenderedBody = { html: string; headings: MarkdownHeading[] };

/** What a body's HTML is made from; a worker thread gets just this. */
export type BodySource = Pick<LoadedPage, 'body' | 'frontmatter' | 'absolutePath'>;

/** Anything that renders a body: this thread's processor, or the worker threads. */
export type BodyRender = (page: BodySource) => Promise<RenderedBody>;

/** Renders a body as Astro's content layer would: the trimmed body, its frontmatter, its file (for relative links). */
export async function renderBody(processor: BodyProcessor, page: BodySource): Promise<RenderedBody> {
  const options = { frontmatter: page.frontmatter as Record<string, unknown>, fileURL: pathToFileURL(page.absolutePath) };
  const body = page.body.trim();
  const { result, broken } = await collectingBrokenLinks(page.absolutePath, () => timed('markdown:render', () => processor.render(body, options)));
  if (broken.length > 0) throw new BrokenLinksError(await withFileLines(page.absolutePath, body, broken));
  return result;
}

/** Body lines as lines of the file: a writer looks for the link in the file, frontmatter included. */
async function withFileLines(file: string, body: string, broken: BrokenLink[]): Promise<BrokenLink[]> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const start = text?.indexOf(body) ?? -1;
  if (text === undefined || start === -1) return broken;
  const offset = text.slice(0, start).split('\n').length - 1;
  return broken.map((link) => (link.line === undefined ? link : { ...link, line: link.line + offset }));
}
