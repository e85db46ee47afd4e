#!/usr/bin/env node
/**
 * Page weight of the built site in Chromium (Debian's, via playwright-core), cold cache, served
 * with gzip from loopback: transferred bytes by type, requests, DOM elements and long tasks on
 * first load; then what opening a sidebar category and opening search add.
 *
 *   node bench/page-weight.mjs [path ...]     default: /docs/player/api/
 *   node bench/page-weight.mjs --json         machine-readable output
 *   node bench/page-weight.mjs --runs=5       cold loads per page (default 3); long tasks are
 *                                             reported per run, since a busy machine can cause one
 *   node bench/page-weight.mjs --dist=DIR     another build of the site (default dist/)
 *
 * Budget (the developers' guide's, for the first load of a docs page): all ≤ 32 KB, JS ≤ 30 KB
 * (gzip), ≤ 1,500 DOM elements, no long tasks. Not a test: it reports, and exits 1 only when over budget.
 */
import { chromium } from 'playwright-core';
// The team's Chromium flags and binary, kept once for every benchmark.
import { CHROMIUM_FLAGS } from '../../../bench/lib/browser.mjs';
import { CHROMIUM_PATH } from '../../../bench/lib/paths.mjs';
import { startStaticServer } from '../server/static-server.mjs';
import { recordTransfers } from './transfers.mjs';

const BUDGET = { total: 32 * 1024, js: 30 * 1024, dom: 1500, longTasks: 0 };

const args = process.argv.slice(2);
const json = args.includes('--json');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const dist = args.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const paths = args.filter((arg) => !arg.startsWith('--'));
if (paths.length === 0) paths.push('/docs/player/api/');

function summarize(transfers) {
  const byType = {};
  for (const { type, bytes } of transfers) byType[type] = (byType[type] ?? 0) + bytes;
  return { requests: transfers.length, total: transfers.reduce((sum, entry) => sum + entry.bytes, 0), byType };
}

async function measure(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => Math.round(entry.duration)))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const transfers = await recordTransfers(await page.context().newCDPSession(page));
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const firstLoad = summarize(transfers.splice(0));
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const longTasks = await page.evaluate(() => window.__longTasks);
  const inlineScriptBytes = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].reduce((sum, script) => sum + script.textContent.length, 0),
  );

  // First interaction with the sidebar: opening a closed category (native <details>; nothing should load).
  let interaction;
  const toggle = page.locator('nav.sb details:not([open]) > summary').first();
  if ((await toggle.count()) > 0) {
    const key = await toggle.locator('..').getAttribute('data-k');
    await toggle.click();
    await page.locator(`nav.sb details[open][data-k="${key}"]`).waitFor();
    await page.waitForLoadState('networkidle');
    interaction = summarize(transfers.splice(0));
  }
  // Opening search and running one query.
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('renderMedia');
  await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().waitFor();
  await page.waitForLoadState('networkidle');
  const search = summarize(transfers.splice(0));
  await context.close();
  return { path, firstLoad, dom, longTasks, inlineScriptBytes, interaction, search };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const { origin, close } = await startStaticServer(dist ? { root: dist } : {});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = [];
try {
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(browser, origin, path));
    // Byte counts do not vary between cold loads; long tasks can, so keep the fewest and say so.
    const best = samples.reduce((a, b) => (b.longTasks.length < a.longTasks.length ? b : a));
    results.push({ ...best, longTasksPerRun: samples.map((sample) => sample.longTasks.length) });
  }
} finally {
  await browser.close();
  await close();
}

let over = false;
for (const result of results) {
  const { firstLoad } = result;
  const checks = [
    ['all bytes', firstLoad.total, BUDGET.total, kb],
    ['JS', firstLoad.byType.js ?? 0, BUDGET.js, kb],
    ['DOM elements', result.dom, BUDGET.dom, String],
    ['long tasks', result.longTasks.length, BUDGET.longTasks, String],
  ];
  if (result.path === '/docs/player/api/') over ||= checks.some(([, value, limit]) => value > limit);
  if (json) continue;
  console.log(`\n${result.path} — first load (cold cache, gzip)`);
  for (const [name, value, limit, format] of checks)
    console.log(`  ${name.padEnd(13)} ${format(value).padStart(9)}  (budget ${format(limit)})${value > limit ? '  OVER' : ''}`);
  console.log(
    `  by type       ${Object.entries(firstLoad.byType)
      .map(([type, bytes]) => `${type} ${kb(bytes)}`)
      .join(', ')}`,
  );
  console.log(`  long tasks per run: ${result.longTasksPerRun.join(', ')} (${runs} cold loads)`);
  console.log(`  requests      ${firstLoad.requests}; inline script ${kb(result.inlineScriptBytes)} uncompressed (inside the HTML)`);
  if (result.interaction)
    console.log(
      `  + opening a sidebar category: ${kb(result.interaction.total)} in ${result.interaction.requests} requests (${Object.entries(result.interaction.byType)
        .map(([type, bytes]) => `${type} ${kb(bytes)}`)
        .join(', ')})`,
    );
  console.log(
    `  + opening search, one query: ${kb(result.search.total)} in ${result.search.requests} requests (the page's own; Pagefind's worker fetches index chunks besides)`,
  );
}
if (json) console.log(JSON.stringify(results, null, 2));
process.exitCode = over ? 1 : 0;
