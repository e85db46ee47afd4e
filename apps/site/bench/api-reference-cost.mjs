#!/usr/bin/env node
/**
 * What the generated API reference costs the build: alternating cold builds of the site with it and
 * without it (`DOCS_API_REFERENCE=off`), same tree, same machine, medians of wall and CPU time.
 *
 *   node bench/api-reference-cost.mjs [--runs=3]
 *
 * Target (issue 14): the build with the reference at most 15% slower than without it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
// Builds go to a folder of their own, so the site's dist/ (and tests reading it) stay as they are.
const outDir = mkdtempSync(path.join(tmpdir(), 'api-reference-cost-'));
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);

/** One cold build (no Astro cache, no output) in a child process, with its wall and CPU seconds. */
function build(reference) {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(new URL('../node_modules/.astro', import.meta.url), { recursive: true, force: true });
  const env = { ...process.env, ...(reference ? {} : { DOCS_API_REFERENCE: 'off' }) };
  const started = process.hrtime.bigint();
  const result = spawnSync('bash', ['-c', `set -e; npx astro build --outDir ${outDir} > /dev/null; npx pagefind --site ${outDir} > /dev/null; times`], {
    cwd: siteDir,
    env,
    encoding: 'utf8',
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`build failed (${reference ? 'with' : 'without'} the reference):\n${result.stderr}`);
  // `times` prints the shell's and its children's user and system time: the second line is the children's.
  const [user, system] = result.stdout
    .trim()
    .split('\n')
    .at(-1)
    .split(/\s+/)
    .map((value) => {
      const [minutes, seconds] = value.replace('s', '').split('m');
      return Number(minutes) * 60 + Number(seconds);
    });
  return { wall, cpu: user + system };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const samples = { with: [], without: [] };
for (let run = 0; run < runs; run++) {
  for (const reference of run % 2 === 0 ? [true, false] : [false, true]) {
    const sample = build(reference);
    samples[reference ? 'with' : 'without'].push(sample);
    console.log(`run ${run + 1} ${reference ? 'with   ' : 'without'} the reference: ${sample.wall.toFixed(1)} s wall, ${sample.cpu.toFixed(1)} s CPU`);
  }
}
const summary = (key) => ({ wall: median(samples[key].map((sample) => sample.wall)), cpu: median(samples[key].map((sample) => sample.cpu)) });
const withReference = summary('with');
const without = summary('without');
console.log(
  `\nmedian of ${runs}: with ${withReference.wall.toFixed(1)} s wall / ${withReference.cpu.toFixed(1)} s CPU; without ${without.wall.toFixed(1)} s / ${without.cpu.toFixed(1)} s`,
);
console.log(
  `cost: +${((withReference.wall / without.wall - 1) * 100).toFixed(1)}% wall, +${((withReference.cpu / without.cpu - 1) * 100).toFixed(1)}% CPU (target ≤ 15%)`,
);
rmSync(outDir, { recursive: true, force: true });
