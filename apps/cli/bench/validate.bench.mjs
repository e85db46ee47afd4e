#!/usr/bin/env node
/**
 * Wall time of the built binary running `validate` on a catalogue (default: the site's), spawned as
 * a fresh process each time, the way CI and maintainers run it. Prints min / median / p90 / max.
 *
 *   node bench/validate.bench.mjs [--runs 15] [--dir path] [-- extra args]
 *
 * Build first (`pnpm --filter @docs/cli build`). A benchmark, not a test: it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const binary = path.join(here, '..', 'dist', 'cli.js');
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '15' }, dir: { type: 'string' }, command: { type: 'string', default: 'validate' } },
  allowPositionals: true,
});
if (!existsSync(binary)) {
  console.error(`${binary} is missing: build the CLI first`);
  process.exit(1);
}
const runs = Number(values.runs);
const args = [binary, values.command, ...(values.dir ? ['--dir', values.dir] : []), ...positionals];

function once() {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`exit ${result.status}: ${result.stderr}`);
  return { ms, summary: result.stdout.trim().split('\n').at(-1) };
}

once(); // warm the file system cache
const samples = [];
let summary = '';
for (let index = 0; index < runs; index++) {
  const run = once();
  samples.push(run.ms);
  summary = run.summary;
}
const bare = [];
for (let index = 0; index < 5; index++) {
  const start = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', '0']);
  bare.push(Number(process.hrtime.bigint() - start) / 1e6);
}
samples.sort((a, b) => a - b);
const at = (fraction) => samples[Math.min(samples.length - 1, Math.floor(fraction * samples.length))];
const fmt = (ms) => `${ms.toFixed(0)} ms`;
console.log(`docs-catalogue ${values.command}${values.dir ? ` --dir ${values.dir}` : ''}: ${runs} runs on ${os.cpus().length} CPU(s), Node ${process.version}, load ${os.loadavg()[0].toFixed(2)}`);
console.log(`  min ${fmt(samples[0])}  median ${fmt(at(0.5))}  p90 ${fmt(at(0.9))}  max ${fmt(samples.at(-1))}`);
console.log(`  bare \`node -e 0\`: ${fmt(Math.min(...bare))} (startup floor)`);
console.log(`  last output: ${summary}`);
