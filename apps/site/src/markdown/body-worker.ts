/**
 * A worker thread that renders page bodies (see `body-workers.ts`): the body processor with the
 * settings Astro resolved, and the site's own plugins, built here since functions cannot cross
 * threads. The link targets come from the parent (a structured clone of its catalogue and category
 * hrefs), so the worker reads no catalogue of its own.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AstroMarkdownOptions } from '@astrojs/markdown-remark';
import { createBodyProcessor } from './body-processor.js';
import { renderBody, type BodySource } from './body-renderer.js';
import { BrokenLinksError, type DocLinksOptions } from './remark-doc-links.js';
import { markdownSettings } from './settings.js';

export type WorkerData = { contentDir: string; markdown: AstroMarkdownOptions; linkTargets: DocLinksOptions };
export type BodyJob = { job: number; page: BodySource };
export type BodyAnswer = { job: number } & ({ html: string; headings: unknown[] } | { brokenLinks: BrokenLinksError['links'] } | { error: string });

const { contentDir, markdown, linkTargets } = workerData as WorkerData;
const own = markdownSettings(contentDir, async () => linkTargets);
const processor = createBodyProcessor({
  ...markdown,
  remarkPlugins: own.remarkPlugins ?? [],
  shikiConfig: { ...markdown.shikiConfig, ...own.shikiConfig },
} as AstroMarkdownOptions);

// One body at a time: they are CPU-bound, and each holds its syntax trees until it is done.
let queue: Promise<unknown> = Promise.resolve();

parentPort!.on('message', ({ job, page }: BodyJob) => {
  queue = queue.then(() => answer(job, page));
});

function answer(job: number, page: BodySource): Promise<void> {
  return renderBody(processor, page).then(
    (body) => parentPort!.postMessage({ job, ...body } satisfies BodyAnswer),
    (error: unknown) =>
      parentPort!.postMessage(
        (error instanceof BrokenLinksError
          ? { job, brokenLinks: error.links }
          : { job, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }) satisfies BodyAnswer,
      ),
  );
}
