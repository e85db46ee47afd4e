/**
 * Renders many page bodies at once on worker threads: Markdown is most of a cold build's work, and
 * Astro would do it all on one thread. The worker's code (`body-worker.ts`) is TypeScript, so it is
 * bundled with esbuild first (a few hundred milliseconds). Each worker gets the parent's link
 * targets with its settings, rather than loading the catalogue again.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MarkdownHeading } from '@astrojs/markdown-remark';
import { build } from 'esbuild';
import type { BodyAnswer, BodyJob, WorkerData } from './body-worker.js';
import { PageBodyError, type BodyRender, type RenderedBody } from './body-renderer.js';
import { BrokenLinksError, type DocLinksOptions } from './doc-links.js';

export type BodyWorkers = { render: BodyRender; close(): Promise<void> };

type Pending = { resolve: (body: RenderedBody) => void; reject: (error: Error) => void };

type WorkerOptions = {
  siteRoot: string;
  /** Must be below the site's folder: the bundle imports its packages by name, from the site's node_modules. */
  bundleDir: string;
  /** What links may point at; cloned into each worker (plain data and a Set, which cross threads as they are). */
  linkTargets: DocLinksOptions;
  count: number;
};

export async function startBodyWorkers(options: WorkerOptions): Promise<BodyWorkers> {
  const outfile = path.join(options.bundleDir, 'body-worker.mjs');
  // Packages stay imports, resolved from the site's node_modules (the bundle lives below it).
  await build({
    entryPoints: [path.join(options.siteRoot, 'src', 'markdown', 'body-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  const workerData: WorkerData = { siteRoot: options.siteRoot, linkTargets: options.linkTargets };
  const pending = new Map<number, Pending>();
  const workers = Array.from({ length: options.count }, () => new Worker(outfile, { workerData }));
  for (const worker of workers) {
    worker.on('message', (answer: BodyAnswer) => {
      const waiting = pending.get(answer.job);
      if (!waiting) return;
      pending.delete(answer.job);
      if ('html' in answer)
        waiting.resolve({ html: answer.html, headings: answer.headings as MarkdownHeading[], ...(answer.codeBlocks && { codeBlocks: answer.codeBlocks }) });
      else if ('brokenLinks' in answer) waiting.reject(new BrokenLinksError(answer.brokenLinks));
      else if ('pageError' in answer) waiting.reject(new PageBodyError(answer.pageError));
      else waiting.reject(new Error(`A page body failed to render in a worker: ${answer.error}`));
    });
    // A worker that dies takes every job with it: fail them all rather than wait forever.
    worker.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
  }
  let jobs = 0;
  return {
    render: (page) =>
      new Promise((resolve, reject) => {
        const job = jobs++;
        pending.set(job, { resolve, reject });
        const message: BodyJob = { job, page: { body: page.body, frontmatter: page.frontmatter, absolutePath: page.absolutePath } };
        workers[job % workers.length]!.postMessage(message);
      }),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
