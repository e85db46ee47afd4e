/**
 * What rendering every page body costs on this thread and on 1, 2, … worker threads, cold each
 * time (fresh workers, no body cache): wall and CPU time of the whole process (workers included).
 * Each worker pays its own start (Shiki's grammars, a cold JIT), so more workers cost more CPU for
 * less wall; `workerCount` in `src/markdown/body-scheduler.ts` picks from these figures. Variants
 * run alternately, --runs rounds. A benchmark, never a test.
 *
 *   (in apps/site) node bench/run-ts.mjs bench/body-workers.ts [--runs=3] [--workers=0,1,2]
 */
import path from 'node:path';
import { readSiteCatalogue } from '../src/lib/load';
import { createBodyProcessor } from '../src/markdown/body-processor';
import { renderBody } from '../src/markdown/body-renderer';
import { renderEvery } from '../src/markdown/body-scheduler';
import { startBodyWorkers } from '../src/markdown/body-workers';
import { currentLinkTargets } from '../src/markdown/link-targets';
import { markdownSettings } from '../src/markdown/settings';
import { runsOption } from './cpu-time';

// Bundled into node_modules/.cache by run-ts.mjs, so the site is the working folder, not this file's.
const siteRoot = process.cwd();
const contentDir = path.join(siteRoot, 'src', 'content');
const runs = runsOption();
const counts = (process.argv.find((arg) => arg.startsWith('--workers='))?.slice(10) ?? '0,1,2').split(',').map(Number);
const { pages } = await readSiteCatalogue(contentDir);
const linkTargets = await currentLinkTargets(contentDir);

/** Renders every body with `workers` worker threads (0: a new processor on this thread); wall and CPU ms. */
async function renderAll(workers: number): Promise<{ wallMs: number; cpuMs: number }> {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  if (workers === 0) {
    const processor = createBodyProcessor(markdownSettings(siteRoot, async () => linkTargets));
    await renderEvery(pages, (page) => renderBody(processor, page), 4);
  } else {
    const bundleDir = path.join(siteRoot, 'node_modules', '.cache', 'bench');
    const pool = await startBodyWorkers({ siteRoot, bundleDir, linkTargets, count: workers });
    await renderEvery(pages, pool.render, 2 * workers);
    await pool.close();
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: performance.now() - wallStart, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const samples = new Map<number, { wallMs: number; cpuMs: number }[]>(counts.map((count) => [count, []]));
for (let run = 0; run < runs; run++) for (const count of counts) samples.get(count)!.push(await renderAll(count));
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`${pages.length} bodies, ${runs} alternating runs, medians:`);
for (const [count, list] of samples) {
  const label = count === 0 ? 'this thread' : `${count} worker(s)`;
  console.log(
    `${label.padEnd(14)} wall ${median(list.map((s) => s.wallMs))
      .toFixed(0)
      .padStart(6)} ms   CPU ${median(list.map((s) => s.cpuMs))
      .toFixed(0)
      .padStart(6)} ms`,
  );
}
