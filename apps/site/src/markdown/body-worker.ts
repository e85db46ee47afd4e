/**
 * A worker thread that renders page bodies (see `body-workers.ts`): the body processor with the
 * site's settings, built here since functions cannot cross threads. The link targets come from the
 * parent (a structured clone of its catalogue and category hrefs), so the worker reads no catalogue
 * of its own.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createBodyProcessor, type CodeBlockSpan } from './body-processor.js';
import { PageBodyError, renderBody, type BodySource } from './body-renderer.js';
import { BrokenLinksError, type DocLinksOptions } from './doc-links.js';
import { markdownSettings } from './settings.js';

export type WorkerData = { siteRoot: string; linkTargets: DocLinksOptions };
export type BodyJob = { job: number; page: BodySource };
export type BodyAnswer = { job: number } & (
  | { html: string; headings: unknown[]; codeBlocks?: CodeBlockSpan[] }
  | { brokenLinks: BrokenLinksError['links'] }
  | { pageError: string }
  | { error: string }
);

const { siteRoot, linkTargets } = workerData as WorkerData;
const processor = createBodyProcessor(markdownSettings(siteRoot, async () => linkTargets));

// One body at a time: they are CPU-bound.
let queue: Promise<unknown> = Promise.resolve();

parentPort!.on('message', ({ job, page }: BodyJob) => {
  queue = queue.then(() => answer(job, page));
});

function failure(job: number, error: unknown): BodyAnswer {
  if (error instanceof BrokenLinksError) return { job, brokenLinks: error.links };
  if (error instanceof PageBodyError) return { job, pageError: error.message };
  return { job, error: error instanceof Error ? error.stack || error.message : String(error) };
}

function answer(job: number, page: BodySource): Promise<void> {
  return renderBody(processor, page).then(
    (body) => parentPort!.postMessage({ job, ...body } satisfies BodyAnswer),
    (error: unknown) => parentPort!.postMessage(failure(job, error)),
  );
}
