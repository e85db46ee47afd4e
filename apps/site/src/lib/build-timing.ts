/**
 * Build instrumentation: named spans (how many times, wall and CPU time) and counters, written by
 * `src/integrations/build-phases.ts`. Off until that integration starts the record (the config's
 * `buildPhasesFile`, from `DOCS_BUILD_PHASES`); until then every helper here just runs what it is given.
 */

export type Span = { count: number; wallMs: number; cpuMs: number };
export type BuildRecord = { spans: Record<string, Span>; counters: Record<string, number> };

// On globalThis: the Astro config and the page bundle each run their own copy of this module.
const RECORD = Symbol.for('@docs/site:build-phases');

/** Turns the instrumentation on for this process (before the Markdown settings are made: they time their plugins only then). */
export function startBuildRecord(): BuildRecord {
  return ((globalThis as { [RECORD]?: BuildRecord })[RECORD] ??= { spans: {}, counters: {} });
}

/** The record, or undefined while the instrumentation is off. */
export function buildRecord(): BuildRecord | undefined {
  return (globalThis as { [RECORD]?: BuildRecord })[RECORD];
}

/** CPU time of the whole process (every thread) in ms: beside wall time, it moves less on a shared machine. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Adds one occurrence of `name` that took `wallMs` and `cpu` ms. */
export function addSpan(name: string, wallMs: number, cpu: number): void {
  const record = buildRecord();
  if (!record) return;
  const span = (record.spans[name] ??= { count: 0, wallMs: 0, cpuMs: 0 });
  span.count += 1;
  span.wallMs += wallMs;
  span.cpuMs += cpu;
}

/** Runs `work` and adds its time to the span `name` (a promise's, until it settles: other work interleaved is included). */
export function timed<T>(name: string, work: () => T): T {
  if (!buildRecord()) return work();
  const wallStart = performance.now();
  const cpuStart = cpuMs();
  const done = () => addSpan(name, performance.now() - wallStart, cpuMs() - cpuStart);
  let result: T;
  try {
    result = work();
  } catch (error) {
    done();
    throw error;
  }
  if (result instanceof Promise) return result.finally(done) as T;
  done();
  return result;
}

export function countUp(name: string, by = 1): void {
  const record = buildRecord();
  if (record) record.counters[name] = (record.counters[name] ?? 0) + by;
}
