#!/usr/bin/env node
/**
 * The benchmark: our site against Docusaurus 3, Astro Starlight and Rspress 2, generated from the
 * same catalogue and measured side by side on this machine in one run. See README.md.
 *
 *   node bench/run.mjs            full run: 3 alternating cold builds at 1×, builds at 3× and 10×,
 *                                 each cold build at 1× and 10× followed by a warm and a one-page
 *                                 rebuild, page weight ×3, Lighthouse ×3, search, library (long: hours)
 *   node bench/run.mjs --quick    1× only: one cold + warm + one-page build per site, page weight ×1,
 *                                 search (under 5 minutes; Lighthouse and library only with --steps)
 *
 * Options: --corpus bodied|bodied-api|bare (what the pages contain; default bodied), --runs N (cold
 * builds at 1×), --scales 1,3,10, --scale-runs N (builds at larger scales), --weight-runs N,
 * --lighthouse-runs N, --steps builds,weight,lighthouse,search,library, --builders
 * ours,docusaurus,starlight,rspress, --no-prebuild (skip the turbo build of the workspace packages),
 * --write-results (update RESULTS.md after a quick run; a full run always does),
 * --no-write-results, --report-only (re-render the tables from generated/results.json),
 * --rebuilds ours,docusaurus,starlight,rspress (whose warm and one-page rebuilds run; quick: ours only).
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { BENCH_DIR, GENERATED_DIR, ROOT_DIR, catalogueDir } from './lib/paths.mjs';
import { buildWorkspacePackages, ensureBenchDependencies, ensureTools } from './lib/setup.mjs';

const runStarted = Date.now();
const STEPS = ['builds', 'weight', 'lighthouse', 'search', 'library'];
/** What the pages contain (lib/corpus.mjs); checked here, before the setup installs anything. */
const CORPORA = ['bodied', 'bodied-api', 'bare'];
/** A quick run leaves out Lighthouse (minutes per site) and the library timings unless --steps names them. */
const QUICK_STEPS = ['builds', 'weight', 'search'];
/** Scales after whose cold builds the warm and one-page rebuilds run. */
const REBUILD_SCALES = [1, 10];
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    corpus: { type: 'string', default: 'bodied' },
    rebuilds: { type: 'string' },
    runs: { type: 'string' },
    scales: { type: 'string' },
    'scale-runs': { type: 'string' },
    'weight-runs': { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    steps: { type: 'string' },
    builders: { type: 'string' },
    prebuild: { type: 'boolean', default: true },
    'no-prebuild': { type: 'boolean', default: false },
    'write-results': { type: 'boolean' },
    'no-write-results': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const quick = values.quick;
const number = (text, fallback) => (text === undefined ? fallback : Number(text));
const options = {
  runs: number(values.runs, quick ? 1 : 3),
  scales: values.scales ? values.scales.split(',').map(Number) : quick ? [1] : [1, 3, 10],
  scaleRuns: number(values['scale-runs'], 1),
  weightRuns: number(values['weight-runs'], quick ? 1 : 3),
  lighthouseRuns: number(values['lighthouse-runs'], quick ? 1 : 3),
  steps: values.steps ? values.steps.split(',') : quick ? QUICK_STEPS : STEPS,
  corpus: values.corpus,
  builders: values.builders ? values.builders.split(',') : ['ours', 'docusaurus', 'starlight', 'rspress'],
  // The rebuild targets compare our rebuilds with our cold build; a quick run skips the peers'.
  rebuilds: values.rebuilds ? values.rebuilds.split(',').filter(Boolean) : quick ? ['ours'] : ['ours', 'docusaurus', 'starlight', 'rspress'],
  prebuild: values.prebuild && !values['no-prebuild'],
  writeResults: values['no-write-results'] ? false : (values['write-results'] ?? !quick),
};
for (const step of options.steps) if (!STEPS.includes(step)) throw new Error(`unknown step "${step}" (steps: ${STEPS.join(', ')})`);
if (!CORPORA.includes(options.corpus)) throw new Error(`unknown corpus "${options.corpus}" (corpora: ${CORPORA.join(', ')})`);
if (!options.scales.includes(1)) options.scales.unshift(1);

const LOG_FILE = path.join(GENERATED_DIR, 'run.log');
await mkdir(GENERATED_DIR, { recursive: true });
await writeFile(LOG_FILE, '');
function log(message) {
  const line = `[${new Date().toISOString().slice(11, 19)}] ${message}`;
  console.log(line);
  void appendFile(LOG_FILE, `${line}\n`);
}
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

// ---- --report-only: re-render the tables of the last run (e.g. after a change to lib/report.mjs) ----
if (values['report-only']) {
  const { renderReport } = await import('./lib/report.mjs');
  const saved = JSON.parse(await readFile(path.join(GENERATED_DIR, 'results.json'), 'utf8'));
  const report = renderReport(saved);
  await writeFile(path.join(GENERATED_DIR, 'results.md'), `${report}\n`);
  if (values['write-results']) await updateResultsMarkdown(report);
  log(`Re-rendered the ${saved.meta.mode} run of ${saved.meta.startedAt}${values['write-results'] ? ' into RESULTS.md' : ''}`);
  process.exit(0);
}

// ---- setup: everything the measurements need, before any of them ----
ensureTools(log);
ensureBenchDependencies(log);
if (options.prebuild) buildWorkspacePackages(log);

const { snapshotCatalogue, writeScaledCatalogue } = await import('./lib/catalogue.mjs');
const { corpusStats, writeCorpus } = await import('./lib/corpus.mjs');
const { pageToEdit, timedRebuilds } = await import('./lib/rebuild.mjs');
const { phaseFiles, phasesEnv, readPhaseSample } = await import('./lib/phases.mjs');
const { prepareBuilder, BUILDER_NAMES } = await import('./lib/builders.mjs');
for (const name of [...options.builders, ...options.rebuilds])
  if (!BUILDER_NAMES.includes(name)) throw new Error(`unknown builder "${name}" (builders: ${BUILDER_NAMES.join(', ')})`);
const { timedBuild } = await import('./lib/build.mjs');
const { checkParity } = await import('./lib/parity.mjs');
const { startServer } = await import('./lib/serve.mjs');
const { measurePageWeights } = await import('./lib/page-weight.mjs');
const { measureLighthouse } = await import('./lib/lighthouse.mjs');
const { measureSearch } = await import('./lib/search.mjs');
const { probeLibrary, runPackageBenches, timeCliValidate } = await import('./lib/library.mjs');
const { renderReport, WEIGHT_PATHS } = await import('./lib/report.mjs');

const startedAt = new Date();
const loadAtStart = load();
const results = { meta: {}, builds: {}, weight: [], lighthouse: [], search: [], library: undefined, errors: [] };
const outputs = {}; // builder → static output directory at 1×, when its last 1× build succeeded

async function step(name, fn) {
  try {
    await fn();
  } catch (error) {
    log(`${name} failed: ${error.stack ?? error}`);
    results.errors.push({ step: name, message: String(error.message ?? error) });
  }
}

const snapshot = await snapshotCatalogue();
const generated = await writeCorpus(snapshot.dir, options.corpus);
const corpus = await corpusStats(snapshot.dir, options.corpus);
log(
  `Catalogue snapshot: ${snapshot.pages} pages → ${path.relative(ROOT_DIR, snapshot.dir)}; corpus ${options.corpus}: ${generated} generated bodies, ${corpus.realBodies} real, ${corpus.words} words (median ${corpus.medianWords} per page), ${corpus.codeBlocks} code blocks, ${corpus.links} links, ${corpus.tables} tables${corpus.apiReference ? `; API reference on ${corpus.apiReference.pages} pages` : ''}`,
);

/** One line for the log: the timings of a build, or why it failed. */
function describeBuild(result) {
  if (result.error) return `FAILED (${result.error.split('\n')[0]}; see ${result.log})`;
  return `${(result.wallMs / 1000).toFixed(1)} s wall, ${((result.userMs + result.systemMs) / 1000).toFixed(1)} s CPU, ${Math.round(result.maxRssBytes / 2 ** 20)} MB peak RSS (${Math.round(result.peakTreeRssBytes / 2 ** 20)} MB tree)`;
}

// ---- builds: cold, alternating, one builder at a time (the machine has 2 cores) ----
if (options.steps.includes('builds')) {
  for (const scale of options.scales) {
    await step(`builds at ${scale}×`, async () => {
      const catalogue = scale === 1 ? snapshot : await writeScaledCatalogue(scale);
      const runs = scale === 1 ? options.runs : options.scaleRuns;
      log(`Builds at ${scale}×: ${catalogue.pages} pages, ${runs} run(s) each, alternating`);
      const prepared = {};
      for (const name of options.builders) {
        try {
          prepared[name] = await prepareBuilder(name, scale, catalogue.dir, { corpus: options.corpus });
        } catch (error) {
          log(`  generating ${name} failed: ${error.message}`);
          results.errors.push({ step: `generate ${name} at ${scale}×`, message: error.message });
        }
      }
      const names = Object.keys(prepared);
      const perBuilder = () => Object.fromEntries(names.map((name) => [name, []]));
      const entry = { pages: catalogue.pages, runs: perBuilder() };
      const edit = REBUILD_SCALES.includes(scale) ? await pageToEdit(catalogue.dir) : undefined;
      if (edit) Object.assign(entry, { warm: perBuilder(), onePage: perBuilder(), editedPage: edit.page.id });
      results.builds[scale] = entry;
      for (let run = 0; run < runs; run++) {
        // Rotate the order every round, so no build always runs first (or right after another).
        const order = names.map((_, index) => names[(index + run) % names.length]);
        for (const name of order) {
          const logFile = (kind) => path.join(GENERATED_DIR, 'logs', `build-${name}-x${scale}-run${run + 1}${kind ? `-${kind}` : ''}.log`);
          // Our build reports its own phases (DOCS_BUILD_PHASES); the rebuilds keep the same setting, so they stay warm.
          const phaseFilesOfRun =
            name === 'ours' ? { ...phaseFiles(path.join(GENERATED_DIR, 'phases', `x${scale}-run${run + 1}`)), astroLog: logFile('') } : undefined;
          const phaseEnv = phaseFilesOfRun ? phasesEnv(phaseFilesOfRun) : {};
          const nodeOptions = ['--max-old-space-size=8192', phaseEnv.NODE_OPTIONS].filter(Boolean).join(' ');
          const build = { ...prepared[name], env: { ...prepared[name].env, ...phaseEnv, NODE_OPTIONS: nodeOptions } };
          const loadAverage = os.loadavg()[0];
          const result = await timedBuild({ ...build, logFile: logFile('') });
          if (phaseFilesOfRun && !result.error) result.phases = await readPhaseSample(phaseFilesOfRun, { build: result });
          result.loadAverage = loadAverage;
          entry.runs[name].push(result);
          log(`  ${name} ${scale}× run ${run + 1}: ${describeBuild(result)}, load ${loadAverage.toFixed(1)}`);
          // Warm and one-page rebuilds right after this builder's cold build, before another build clears shared caches.
          if (edit && !result.error && options.rebuilds.includes(name)) {
            const { warm, onePage } = await timedRebuilds(build, edit, { logFile, label: `${name}, ${scale}×, run ${run + 1}` });
            entry.warm[name].push(warm);
            entry.onePage[name].push(onePage);
            log(`    warm rebuild: ${describeBuild(warm)}`);
            log(`    one page changed (${onePage.page}): ${describeBuild(onePage)}`);
          }
          if (scale === 1) outputs[name] = result.error ? undefined : prepared[name].outDir;
          // Saved after every build: a long run stopped half-way keeps what it measured (`--report-only` renders it).
          await saveResults(false);
        }
      }
      // Same pages, same routes: every catalogue page at its route, with its title, in every output.
      const built = Object.fromEntries(names.filter((name) => !entry.runs[name].at(-1)?.error).map((name) => [name, prepared[name].outDir]));
      entry.parity = await checkParity(catalogue.dir, built);
      for (const [name, check] of Object.entries(entry.parity))
        log(
          `  ${name}: ${check.expected - check.missing}/${check.expected} pages at their routes, ${check.withoutTitle} without their title, ${check.htmlPagesUnderDocs} HTML pages under /docs/`,
        );
      await saveResults(false);
    });
  }
} else {
  // Measure whatever the last run built at 1×.
  const { projectDir } = await import('./lib/paths.mjs');
  const { siteOf } = await import('./lib/builders.mjs');
  const candidates = {
    ours: path.join(siteOf(projectDir('ours', 1)), 'dist'),
    docusaurus: path.join(projectDir('docusaurus', 1), 'build'),
    starlight: path.join(projectDir('starlight', 1), 'dist'),
    rspress: path.join(projectDir('rspress', 1), 'doc_build'),
  };
  for (const [name, dir] of Object.entries(candidates)) if (existsSync(path.join(dir, 'docs'))) outputs[name] = dir;
  log(`Builds skipped; measuring the outputs already in .work/x1: ${Object.keys(outputs).join(', ') || 'none'}`);
}

// ---- the built sites, served with gzip on loopback ----
const servers = [];
for (const name of BUILDER_NAMES) {
  if (!outputs[name]) continue;
  const server = await startServer(outputs[name]);
  servers.push({ name, origin: server.origin, close: server.close });
}
const missing = BUILDER_NAMES.filter((name) => !outputs[name]);
if (missing.length && options.steps.some((name) => ['weight', 'lighthouse', 'search'].includes(name)))
  log(`No 1× output to measure for: ${missing.join(', ')}`);

if (options.steps.includes('weight')) {
  await step('page weight', async () => {
    log(`Page weight: ${WEIGHT_PATHS.join(', ')}, ${options.weightRuns} cold load(s) each`);
    results.weight = await measurePageWeights(servers, WEIGHT_PATHS, options.weightRuns, log);
  });
  await saveResults(false);
}
if (options.steps.includes('lighthouse')) {
  await step('lighthouse', async () => {
    log(`Lighthouse: desktop and mobile, ${options.lighthouseRuns} run(s) each`);
    results.lighthouse = await measureLighthouse(servers, WEIGHT_PATHS, options.lighthouseRuns, path.join(GENERATED_DIR, 'lighthouse'), log);
  });
  await saveResults(false);
}
if (options.steps.includes('search')) {
  await step('search', async () => {
    log('Search: ours, Starlight and Rspress (Docusaurus has no built-in search)');
    results.search = await measureSearch(
      servers.filter((site) => site.name !== 'docusaurus'),
      log,
    );
  });
}
for (const server of servers) await server.close();

if (options.steps.includes('library')) {
  await step('library', async () => {
    results.library = { scales: {} };
    for (const scale of options.scales) {
      const dir = catalogueDir(scale);
      if (scale !== 1 && !existsSync(dir)) await writeScaledCatalogue(scale);
      log(`Library and CLI on the ${scale}× catalogue`);
      const probe = await probeLibrary(dir, quick ? 5 : 15);
      const cli = await timeCliValidate(dir, quick ? 3 : 10);
      results.library.scales[scale] = { probe, cli };
      log(
        `  load ${probe.error ?? `${Math.round(probe.load.firstMs)} ms cold, ${Math.round(probe.load.medianMs)} ms warm; validate ${Math.round(probe.validate.medianMs)} ms; tree ${Math.round(probe.tree.medianMs)} ms`}; CLI validate ${cli.error ?? `${Math.round(cli.medianMs)} ms`}`,
      );
    }
    results.library.packageBenches = await runPackageBenches(catalogueDir(1));
  });
}

await saveResults(options.writeResults);
log(`Done. Results: ${path.relative(ROOT_DIR, path.join(GENERATED_DIR, 'results.md'))}${options.writeResults ? ' and bench/RESULTS.md' : ''}`);
const totalSeconds = Math.round((Date.now() - runStarted) / 1000);
log(`Total time of the run: ${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s (setup included)`);

// ---- saving ----
async function saveResults(updateResultsFile) {
  const finishedAt = new Date();
  results.meta = {
    mode: quick ? 'quick' : 'full',
    description: describe(),
    startedAt: startedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
    finishedAt: finishedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
    durationMinutes: (finishedAt - startedAt) / 60000,
    node: process.version,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadStart: loadAtStart,
    loadEnd: load(),
    pages: snapshot.pages,
    corpus,
    ...git(),
    versions: await versions(),
    options,
  };
  await writeFile(path.join(GENERATED_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const report = renderReport(results);
  await writeFile(path.join(GENERATED_DIR, 'results.md'), `${report}\n`);
  if (updateResultsFile) await updateResultsMarkdown(report);
}

function describe() {
  const parts = [`corpus ${options.corpus}`, `${options.runs} cold build(s) per site at 1×`];
  if (options.scales.length > 1) parts.push(`${options.scaleRuns} at ${options.scales.filter((scale) => scale !== 1).join('× and ')}×`);
  const rebuilt = options.scales.filter((scale) => REBUILD_SCALES.includes(scale));
  parts.push(`warm and one-page rebuilds of ${options.rebuilds.join(', ') || 'none'} at ${rebuilt.join('× and ')}×`);
  if (options.steps.includes('weight')) parts.push(`page weight ×${options.weightRuns}`);
  if (options.steps.includes('lighthouse')) parts.push(`Lighthouse ×${options.lighthouseRuns}`);
  return `${parts.join(', ')}; steps: ${options.steps.join(', ')}`;
}

function git() {
  const run = (...args) => spawnSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: run('rev-parse', '--short', 'HEAD') || 'unknown', contentDirty: run('status', '--porcelain', '--', 'apps/site/src/content') !== '' };
}

async function versions() {
  const read = async (file) => {
    try {
      return JSON.parse(await readFile(file, 'utf8')).version;
    } catch {
      return '?';
    }
  };
  const bench = (name) => read(path.join(BENCH_DIR, 'node_modules', name, 'package.json'));
  const site = (name) => read(path.join(ROOT_DIR, 'apps', 'site', 'node_modules', name, 'package.json'));
  return {
    'astro (ours)': await site('astro'),
    'pagefind (ours)': await site('pagefind'),
    '@docusaurus/core': await bench('@docusaurus/core'),
    '@astrojs/starlight': await bench('@astrojs/starlight'),
    'astro (Starlight)': await bench('astro'),
    'starlight-sidebar-topics': await bench('starlight-sidebar-topics'),
    '@rspress/core': await bench('@rspress/core'),
    lighthouse: await bench('lighthouse'),
    'playwright-core': await bench('playwright-core'),
    chromium: spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.match(/[\d.]+/)?.[0] ?? '?',
  };
}

/** Replaces the generated block of RESULTS.md, keeping the hand-written analysis around it. */
async function updateResultsMarkdown(report) {
  const file = path.join(BENCH_DIR, 'RESULTS.md');
  const start = '<!-- bench:results:start (generated by bench/run.mjs; do not edit inside) -->';
  const end = '<!-- bench:results:end -->';
  const block = `${start}\n${report}\n${end}`;
  let text = existsSync(file) ? await readFile(file, 'utf8') : `# Benchmark results\n\n${start}\n${end}\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text = from >= 0 && to > from ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}` : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(file, text);
}
