#!/usr/bin/env node
/**
 * Benchmark: load + validate + every tree utility over a whole catalogue.
 *
 *   node bench/catalogue.bench.mjs [dir] [--runs N]     a catalogue directory (default: the site's)
 *   node bench/catalogue.bench.mjs --synthetic 1000      a generated catalogue of N pages in a temp dir
 *
 * Uses the built package (run `npx tsup` first). Reports the median of N runs (plus min and max),
 * each run on a freshly loaded catalogue so cached indexes never flatter the figures.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

let catalogueApi;
let nodeApi;
try {
  catalogueApi = await import('@docs/catalogue');
  nodeApi = await import('@docs/catalogue/node');
} catch (error) {
  console.error(`Cannot load @docs/catalogue (${error.message}). Build it first: npx tsup`);
  process.exit(1);
}
const { buildCatalogue, breadcrumbs, previousAndNext, openCategoryKeys, catalogueStats, toDocusaurusVersionMetadata, toLlmsTxt, hasErrors } = catalogueApi;
const { loadCatalogue } = nodeApi;

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_DIR = path.resolve(here, '../../../apps/site/src/content');

function parseArgs(argv) {
  const options = { dir: undefined, synthetic: undefined, runs: 15 };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const value = () => {
      const next = Number(argv[++index]);
      if (!Number.isInteger(next) || next < 1) throw new Error(`${arg} needs a positive whole number`);
      return next;
    };
    if (arg === '--synthetic') options.synthetic = value();
    else if (arg === '--runs') options.runs = value();
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.dir = path.resolve(arg);
  }
  return options;
}

// ---- Synthetic catalogue: three sidebars of nested categories, like the real one ----

const VERSION_YAML =
  'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nclassName: docs-version-current\nisLast: true\n';

function pageText(id, index) {
  const words = id.split(/[/-]/).join(' ');
  return `---\ntitle: "Page ${index}: ${words}"\ndescription: "How ${words} works, with examples (page ${index})."\n---\n\n# ${words}\n\nSome text for page ${index}.\n`;
}

/** Writes `count` pages in areas of 20 (each a category with a page of its own) split over three sidebars. */
async function writeSyntheticCatalogue(count) {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalogue-bench-'));
  const sidebars = { mainSidebar: [], apiSidebar: [], recorderSidebar: [] };
  const names = Object.keys(sidebars);
  const ids = [];
  for (let index = 0; index < count; index++) {
    const area = Math.floor(index / 20);
    const position = index % 20;
    ids.push(position === 0 ? `area-${area}/index` : `area-${area}/${position < 10 ? 'topic' : 'detail'}-${position}`);
  }
  for (let area = 0; area * 20 < count; area++) {
    const areaIds = ids.slice(area * 20, area * 20 + 20);
    const [own, ...rest] = areaIds;
    const sidebar = sidebars[names[area % 3 === 2 && area % 9 !== 8 ? 1 : area % 3]];
    const topics = rest.filter((id) => id.includes('/topic-'));
    const details = rest.filter((id) => id.includes('/detail-'));
    const items = [...topics];
    if (details.length) items.push({ type: 'category', label: `Details of area ${area}`, collapsed: area % 2 === 0, items: details });
    if (area % 5 === 0) items.push({ type: 'link', label: 'Elsewhere', href: 'https://example.com/' });
    if (area % 7 === 0) sidebar.push({ type: 'html', value: '<hr>' });
    sidebar.push({ type: 'category', label: `Area ${area}`, link: { type: 'doc', id: own }, items });
  }
  await Promise.all(
    ids.map(async (id, index) => {
      const file = path.join(dir, 'docs', `${id}.mdx`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, pageText(id, index));
    }),
  );
  const yaml = Object.entries(sidebars)
    .map(([name, items]) => `${name}: ${JSON.stringify(items)}`)
    .join('\n');
  await writeFile(path.join(dir, 'sidebars.yaml'), `${yaml}\n`);
  await writeFile(path.join(dir, 'version.yaml'), VERSION_YAML);
  return dir;
}

// ---- Timing ----

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

function time(phases, name, work) {
  const start = process.hrtime.bigint();
  const result = work();
  phases[name] = (phases[name] ?? 0) + ms(start);
  return result;
}

/** One full pass; returns the milliseconds of each phase. `sidebarsConfig` is the raw sidebars.yaml data. */
async function runOnce(dir, sidebarsConfig) {
  const phases = {};
  const loadStart = process.hrtime.bigint();
  const loaded = await loadCatalogue(dir);
  phases['load + validate (loadCatalogue)'] = ms(loadStart);

  // The pure part on its own: build + every rule from already-read pages.
  const { catalogue } = time(phases, 'build + validate (buildCatalogue)', () =>
    buildCatalogue({ pages: loaded.pages, sidebars: sidebarsConfig, version: loaded.catalogue.version }),
  );

  const ids = Object.keys(catalogue.docs);
  time(phases, 'breadcrumbs, every doc', () => {
    for (const id of ids) breadcrumbs(catalogue, id);
  });
  time(phases, 'previousAndNext, every doc', () => {
    for (const id of ids) previousAndNext(catalogue, id);
  });
  time(phases, 'openCategoryKeys, every doc', () =>
    ids.forEach((id) => {
      const sidebar = catalogue.docs[id].sidebar;
      if (sidebar !== undefined) openCategoryKeys(catalogue, sidebar, id);
    }),
  );
  time(phases, 'catalogueStats', () => catalogueStats(catalogue));
  time(phases, 'toDocusaurusVersionMetadata', () => JSON.stringify(toDocusaurusVersionMetadata(catalogue)));
  time(phases, 'toLlmsTxt', () => toLlmsTxt(catalogue, { siteUrl: 'https://example.com', title: 'Docs', summary: 'Every page.' }));
  phases.total = Object.values(phases).reduce((sum, value) => sum + value, 0);
  return { phases, loaded };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dir = options.synthetic ? await writeSyntheticCatalogue(options.synthetic) : (options.dir ?? DEFAULT_DIR);
  try {
    // loadCatalogue keeps only the normalized sidebars; rebuilding needs the authoring form.
    const sidebarsConfig = parse(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8'));
    const warmUp = await runOnce(dir, sidebarsConfig);
    const { catalogue, problems } = warmUp.loaded;
    const samples = [];
    for (let run = 0; run < options.runs; run++) samples.push((await runOnce(dir, sidebarsConfig)).phases);

    const source = options.synthetic ? `synthetic, ${options.synthetic} pages (${dir})` : dir;
    console.log(`catalogue: ${source}`);
    console.log(
      `pages: ${Object.keys(catalogue.docs).length}, sidebars: ${Object.keys(catalogue.sidebars).join(', ')}, problems: ${problems.length}${hasErrors(problems) ? ' (with errors)' : ''}`,
    );
    console.log(`node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${options.runs} runs after 1 warm-up\n`);

    const rows = Object.keys(samples[0]).map((name) => {
      const values = samples.map((phases) => phases[name]);
      return [name, median(values), Math.min(...values), Math.max(...values)];
    });
    const width = Math.max(...rows.map(([name]) => name.length));
    const cell = (value) => value.toFixed(2).padStart(9);
    console.log(`${'phase'.padEnd(width)}  ${'median ms'.padStart(9)}  ${'min'.padStart(9)}  ${'max'.padStart(9)}`);
    console.log(`${'-'.repeat(width)}  ${'-'.repeat(9)}  ${'-'.repeat(9)}  ${'-'.repeat(9)}`);
    for (const [name, mid, min, max] of rows) console.log(`${name.padEnd(width)}  ${cell(mid)}  ${cell(min)}  ${cell(max)}`);
  } finally {
    if (options.synthetic) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
