/** Timing for the TypeScript benchmarks: CPU time of a piece of work, one warm-up pass, then `--runs` measured passes. */

/** `--runs=N` from the command line, or the fallback. */
export function runsOption(fallback = 3): number {
  return Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? fallback);
}

/** Runs `work` once to warm up and `runs` times measured; prints `name`, the median CPU ms and every run, then `suffix`. */
export async function measureCpu(name: string, runs: number, work: () => unknown, suffix: () => string = () => ''): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    if (run > 0) times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(32)} ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(6)} ms CPU (runs: ${times.map((time) => time.toFixed(0)).join(', ')})${suffix()}`,
  );
}
