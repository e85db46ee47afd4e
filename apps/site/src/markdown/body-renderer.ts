/**
 * Renders one page body to HTML with a body processor (`body-processor.ts`) and turns what the page
 * got wrong (links to no page, an unknown demo) into errors at lines of the page's file. The main
 * thread and the worker threads (`body-worker.ts`) both render through this.
 */
import { readFile } from 'node:fs/promises';
import type { LoadedPage } from '@docs/catalogue/node';
import { timed } from '../lib/build-timing.js';
import type { BodyProcessor, HighlightedBlocks, RenderedBody } from './body-processor.js';
import { UnknownDemoError } from './demos.js';
import { BrokenLinksError } from './doc-links.js';

export type { RenderedBody } from './body-processor.js';

/** What a body's HTML is made from; a worker thread gets just this. */
export type BodySource = Pick<LoadedPage, 'body' | 'frontmatter' | 'absolutePath'>;

/** Anything that renders a body: this thread's processor, or the worker threads. */
export type BodyRender = (page: BodySource) => Promise<RenderedBody>;

/** A mistake in a page's text, at its file and line: the writer's to fix, so no stack trace. */
export class PageBodyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageBodyError';
    this.stack = '';
  }
}

/**
 * Renders the trimmed body (with `reuse`'s highlighted blocks, if given); links to no page become one
 * BrokenLinksError, an unknown demo a PageBodyError, both at file lines.
 */
export async function renderBody(processor: BodyProcessor, page: BodySource, reuse?: HighlightedBlocks): Promise<RenderedBody> {
  const body = page.body.trim();
  try {
    return await timed('markdown:render', () => processor.render(body, page.absolutePath, reuse));
  } catch (error) {
    if (error instanceof BrokenLinksError) {
      const offset = await fileLineOffset(page.absolutePath, body);
      throw new BrokenLinksError(error.links.map((link) => (link.line === undefined ? link : { ...link, line: link.line + offset })));
    }
    if (error instanceof UnknownDemoError) {
      const line = error.line + (await fileLineOffset(page.absolutePath, body));
      throw new PageBodyError(`${error.file ?? page.absolutePath}:${line} ${error.message}`);
    }
    throw error;
  }
}

/** Lines before the body in its file: a writer looks for a line in the file, frontmatter included. */
async function fileLineOffset(file: string, body: string): Promise<number> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const start = text?.indexOf(body) ?? -1;
  return text === undefined || start === -1 ? 0 : text.slice(0, start).split('\n').length - 1;
}
