/**
 * The library and the CLI: our own timings of @docs/catalogue (library-probe.mjs, in a fresh
 * process per catalogue), the wall time of `docs-catalogue validate` spawned as CI spawns it, and
 * — reused as they are — the output of the packages' own bench scripts when they exist.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_PACKAGE_DIR, CLI_DIR } from './paths.mjs';
import { median } from './stats.mjs';

const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'library-probe.mjs');

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('close', (code) =>
      resolve({ code, ms: Number(process.hrtime.bigint() - started) / 1e6, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }),
    );
  });
}

export async function probeLibrary(dir, iterations) {
  const result = await run(process.execPath, [PROBE, dir, String(iterations)]);
  if (result.code !== 0) return { error: result.stderr.trim().split('\n').slice(-5).join('\n') };
  return JSON.parse(result.stdout);
}

/** `validate --dir` spawned `runs` times after one warm-up; exit 1 (problems found) still counts. */
export async function timeCliValidate(dir, runs) {
  const cli = path.join(CLI_DIR, 'dist', 'cli.js');
  if (!existsSync(cli)) return { error: `${path.relative(process.cwd(), cli)} is missing (build the CLI)` };
  const once = () => run(process.execPath, [cli, 'validate', '--dir', dir], { env: { ...process.env, NO_COLOR: '1' } });
  const warm = await once();
  if (warm.code !== 0 && warm.code !== 1) return { error: `validate exited ${warm.code}: ${warm.stderr.trim().split('\n').slice(-3).join(' ')}` };
  const samples = [];
  for (let index = 0; index < runs; index++) samples.push((await once()).ms);
  const bare = [];
  for (let index = 0; index < 3; index++) bare.push((await run(process.execPath, ['-e', '0'])).ms);
  return {
    medianMs: median(samples),
    minMs: Math.min(...samples),
    nodeStartupMs: Math.min(...bare),
    exitCode: warm.code,
    lastLine: warm.stdout.trim().split('\n').at(-1),
  };
}

/** The packages' own bench scripts (`bench` in their package.json), run as they are; output kept verbatim. */
export async function runPackageBenches(dir) {
  const outputs = [];
  for (const [label, packageDir, script, args] of [
    ['@docs/catalogue', CATALOGUE_PACKAGE_DIR, path.join('bench', 'catalogue.bench.mjs'), []],
    ['@docs/cli', CLI_DIR, path.join('bench', 'validate.bench.mjs'), ['--runs', '10', '--dir', dir]],
  ]) {
    const file = path.join(packageDir, script);
    if (!existsSync(file)) {
      outputs.push({ label, script: path.join(path.basename(packageDir), script), missing: true });
      continue;
    }
    const result = await run(process.execPath, [file, ...args], { cwd: packageDir, env: { ...process.env, NO_COLOR: '1' } });
    outputs.push({
      label,
      script: `${path.relative(path.dirname(path.dirname(packageDir)), file)}`,
      code: result.code,
      output: (result.stdout + result.stderr).trim(),
    });
  }
  return outputs;
}
