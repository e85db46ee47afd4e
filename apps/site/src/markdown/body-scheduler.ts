/**
 * How `astro build` renders every body: where (worker threads when there are many bodies to render,
 * else this thread), and a few at a time, with every broken link of every page reported together,
 * once.
 */
import { BrokenLinksError, type BrokenLink } from './doc-links.js';

/** Below this many bodies to render, starting the workers (about a second) does not pay. */
export const WORKERS_FROM = 100;

/** Bodies in flight on this thread: each holds its syntax trees until it is done. */
export const LANES_IN_PROCESS = 4;

/**
 * Bodies in flight per worker: enough queued that a worker never waits for this thread, which hands
 * out the next body only between its own long tasks (the server build, page renders). With two, the
 * worker sat idle for 10 of its 23 s. A queued body costs the worker only its source text.
 */
export const LANES_PER_WORKER = 32;

/**
 * Workers worth starting: `given` (the config's `bodyWorkers`; 0 for none) when set, else one fewer
 * than the cores, at least one and at most four: the main thread builds the server bundle meanwhile,
 * and every worker pays its own start (Shiki's grammars, a cold JIT: about 3 s of CPU each here).
 */
export function workerCount(given: number | undefined, cores: number): number {
  return given ?? Math.min(Math.max(cores - 1, 1), 4);
}

export type RenderPlan = { where: 'workers'; workers: number; lanes: number } | { where: 'this thread'; lanes: number };

/** Where the bodies left to render are rendered, and how many at once. */
export function planRendering({ toRender, workers }: { toRender: number; workers: number }): RenderPlan {
  if (toRender >= WORKERS_FROM && workers >= 1) return { where: 'workers', workers, lanes: LANES_PER_WORKER * workers };
  return { where: 'this thread', lanes: LANES_IN_PROCESS };
}

/**
 * Calls `render` for every page, `lanes` at a time, and throws once at the end: every broken link
 * of every page in one BrokenLinksError (sorted by file and line, without a stack trace: the
 * writer's to fix, not a fault of the code), or else the first other failure.
 */
export async function renderEvery<T>(pages: readonly T[], render: (page: T) => Promise<unknown>, lanes: number): Promise<void> {
  const broken: BrokenLink[] = [];
  const failures: unknown[] = [];
  // A few in flight at a time: thousands started at once took 5.3 GB at 10× where a few lanes keep the memory flat.
  let next = 0;
  const lane = async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      await render(page).catch((error: unknown) => (error instanceof BrokenLinksError ? broken.push(...error.links) : failures.push(error)));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  if (failures.length > 0) throw failures[0];
  if (broken.length === 0) return;
  broken.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const error = new BrokenLinksError(broken);
  error.stack = '';
  throw error;
}
