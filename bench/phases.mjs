#!/usr/bin/env node
/**
 * Where our site's build spends its time, from the site's own instrumentation (DOCS_BUILD_PHASES),
 * Astro's timer (ASTRO_TIMER_PATH) and its log, a Shiki highlighter count, and Pagefind timed on its
 * own. Builds a private copy of apps/site (as run.mjs does) cold, N times, and prints the table.
 *
 *   node bench/phases.mjs [--content DIR] [--runs N] [--api-reference off] [--work DIR] [--json FILE] [--label TEXT]
 *   node bench/phases.mjs --samples FILE [--label TEXT]    (the table again from a saved samples file, no build)
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { timedBuild } from './lib/build.mjs';
import { generateOurs } from './lib/gen-ours.mjs';
import { SITE_CONTENT_DIR, WORK_DIR } from './lib/paths.mjs';
import { phaseFiles, phasesEnv, phasesMarkdown, readPhaseSample } from './lib/phases.mjs';

const { values: options } = parseArgs({
  options: {
    content: { type: 'string', default: SITE_CONTENT_DIR },
    runs: { type: 'string', default: '1' },
    'api-reference': { type: 'string', default: 'on' },
    work: { type: 'string', default: path.join(WORK_DIR, 'phases') },
    json: { type: 'string' },
    label: { type: 'string' },
    samples: { type: 'string' },
  },
});

if (options.samples) {
  const saved = JSON.parse(readFileSync(options.samples, 'utf8'));
  process.stdout.write(`${phasesMarkdown(saved.samples, { title: options.label ?? saved.contentDir })}\n`);
  process.exit(0);
}

const contentDir = path.resolve(options.content);
if (!existsSync(path.join(contentDir, 'sidebars.yaml'))) throw new Error(`${contentDir} is not a catalogue (no sidebars.yaml)`);
const workDir = path.resolve(options.work);
const mirror = await generateOurs(path.join(workDir, 'project'));
const binDirs = [path.join(mirror.site, 'node_modules', '.bin')];
const clean = ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite', 'node_modules/.cache'].map((entry) => path.join(mirror.site, entry));

const samples = [];
for (let run = 1; run <= Number(options.runs); run += 1) {
  const files = phaseFiles(path.join(workDir, `run-${run}`));
  const env = { DOCS_CONTENT_DIR: contentDir, ...(options['api-reference'] === 'off' ? { DOCS_API_REFERENCE: 'off' } : {}), ...phasesEnv(files) };
  process.stderr.write(`run ${run}: astro build …\n`);
  const astro = await timedBuild({ name: 'astro build', command: 'astro build', cwd: mirror.site, env, clean, binDirs, logFile: files.astroLog });
  if (astro.error) throw new Error(`astro build failed (${files.astroLog}): ${astro.error}`);
  process.stderr.write(`run ${run}: pagefind …\n`);
  const pagefind = await timedBuild({ name: 'pagefind', command: 'pagefind --site dist', cwd: mirror.site, binDirs, logFile: files.pagefindLog });
  if (pagefind.error) throw new Error(`pagefind failed (${files.pagefindLog}): ${pagefind.error}`);
  samples.push(await readPhaseSample(files, { build: astro, pagefind }));
}

const title = options.label ?? `${path.relative(process.cwd(), contentDir) || contentDir}, ${samples.length} cold build(s)`;
process.stdout.write(`${phasesMarkdown(samples, { title })}\n`);
const jsonFile = options.json ?? path.join(workDir, 'samples.json');
await writeFile(jsonFile, `${JSON.stringify({ contentDir, apiReference: options['api-reference'], samples }, null, 2)}\n`);
process.stderr.write(`samples: ${jsonFile}\n`);
