/**
 * With `DOCS_BUILD_PHASES` set, each Shiki highlight reports its time (`src/lib/build-timing.ts`);
 * the body processor times parsing and HTML itself. Without it, no transformer is added, so an
 * ordinary build pays nothing.
 */
import type { ShikiTransformer } from 'shiki';
import { addSpan, buildRecord, cpuMs } from '../lib/build-timing.js';

/** A transformer timing each code block from Shiki's first step to its finished tree, as `shiki:<where>`; none when timing is off. */
export function shikiTimers(where: string): ShikiTransformer[] {
  if (!buildRecord()) return [];
  // Shiki runs one block from `preprocess` to `root` without yielding, so one pair of start values suffices.
  let wallStart = 0;
  let cpuStart = 0;
  return [
    {
      name: 'docs:build-timing',
      preprocess() {
        wallStart = performance.now();
        cpuStart = cpuMs();
      },
      root() {
        addSpan(`shiki:${where}`, performance.now() - wallStart, cpuMs() - cpuStart);
      },
    },
  ];
}
