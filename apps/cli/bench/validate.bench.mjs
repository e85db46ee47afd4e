#!/usr/bin/env node
/**
 * Wall time of the built binary running `validate` on a catalogue (default: the site's), spawned as
 * a fresh process each time, the way CI and maintainers run it. Prints min / median / p90 / max of the
 * wall time, and the CPU time the runs used.
 *
 *   node bench/validate.bench.mjs [--runs 15] [--dir path] [--command validate] [--binary dist/cli.js] [-- extra args]
 *
 * Build first (`pnpm --filter @docs/cli build`). A benchmark, not a test: it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    binary: { type: 'string', default: path.join(here, '..', 'dist', 'cli.js') },
    runs: { type: 'string', default: '15' },
    dir: { type: 'string' },
    command: { type: 'string', default: 'validate' },
  },
  allowPositionals: true,
});
const binary = path.resolve(values.binary);
if (!existsSync(binary)) {
  console.error(`${binary} is missing: build the CLI first`);
  process.exit(1);
}
const runs = Number(values.runs);
const args = [binary, values.command, ...(values.dir ? ['--dir', values.dir] : []), ...positionals];

/**
 * CPU time (user + system) of the children this process has waited for, from /proc (Linux only).
 * Wall time is what users feel; CPU time is what stays comparable on a busy, shared machine.
 */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]); // cutime, cstime (fields 16 and 17 of stat)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

function once() {
  const cpuBefore = childrenCpuMs();
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpuAfter = childrenCpuMs();
  if (result.status !== 0 && result.status !== 1) throw new Error(`exit ${result.status}: ${result.stderr}`);
  return { ms, cpu: cpuBefore === undefined ? undefined : cpuAfter - cpuBefore, summary: result.stdout.trim().split('\n').at(-1) };
}

once(); // warm the file system cache
const samples = [];
const cpu = [];
let summary = '';
for (let index = 0; index < runs; index++) {
  const run = once();
  samples.push(run.ms);
  if (run.cpu !== undefined) cpu.push(run.cpu);
  summary = run.summary;
}
const bare = [];
for (let index = 0; index < 5; index++) {
  const start = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', '0']);
  bare.push(Number(process.hrtime.bigint() - start) / 1e6);
}
samples.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const at = (fraction, list = samples) => list[Math.min(list.length - 1, Math.floor(fraction * list.length))];
const fmt = (ms) => `${ms.toFixed(0)} ms`;
console.log(
  `docs-catalogue ${values.command}${values.dir ? ` --dir ${values.dir}` : ''}: ${runs} runs on ${os.cpus().length} CPU(s), Node ${process.version}, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`  wall: min ${fmt(samples[0])}  median ${fmt(at(0.5))}  p90 ${fmt(at(0.9))}  max ${fmt(samples.at(-1))}`);
if (cpu.length) console.log(`  cpu (user+sys): min ${fmt(cpu[0])}  median ${fmt(at(0.5, cpu))}  max ${fmt(cpu.at(-1))}`);
console.log(`  bare \`node -e 0\`: ${fmt(Math.min(...bare))} (startup floor)`);
console.log(`  last output: ${summary}`);
