#!/usr/bin/env node
/**
 * What a live demo costs the reader who presses Play, in Chromium (Debian's): bytes of the first
 * load of the page and bytes fetched on Play (gzip, cold cache), and, timed in the page from the
 * click event, when the composition's first frame is painted (its DOM is inside the player, the
 * player has made it visible — it mounts it at opacity 0 until it has measured itself — and the
 * frame after that has been drawn) and when the frame counter moves, unthrottled and at 4× CPU
 * throttling; with --timeline, when each request on Play started and ended. Not a test; a benchmark
 * for #24's targets (≤ 150 KB on the first action, first frame ≤ 1 s after the click at 4×).
 *
 *   node bench/demo-first-play.mjs [--path=/docs/spring/ …] [--runs=5] [--dist=DIR] [--timeline]
 *   node bench/demo-first-play.mjs --all --bytes      bytes on Play of every page with a demo, largest last
 *
 * Each path is measured --runs times per throttle (default 5), the throttles alternating, and the
 * median and range are reported: the machine this runs on is shared, so one run says little.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
// The team's Chromium flags and binary, kept once for every benchmark.
import { CHROMIUM_FLAGS } from '../../../bench/lib/browser.mjs';
import { CHROMIUM_PATH } from '../../../bench/lib/paths.mjs';
import { DIST_DIR, startStaticServer } from '../server/static-server.mjs';
import { openFirstPlayPage } from './first-play-page.mjs';

const args = process.argv.slice(2);
const option = (name) => args.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
const DIST = option('dist')[0] ?? DIST_DIR;
const BYTES_ONLY = args.includes('--bytes');
const PATHS = args.includes('--all') ? demoPages(DIST) : option('path').length > 0 ? option('path') : ['/docs/spring/'];
const RUNS = BYTES_ONLY ? 1 : Number(option('runs')[0] ?? 5);
const TIMELINE = args.includes('--timeline');
const THROTTLES = BYTES_ONLY ? [1] : [1, 4];

/** Every built page that embeds a demo, as a path. */
function demoPages(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.name === 'index.html' && readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes('data-demo="'))
    .map((entry) => `/${path.relative(root, entry.parentPath).split(path.sep).join('/')}/`)
    .sort();
}

async function measureOnce(browser, origin, path, throttle) {
  const { context, page, cdp } = await openFirstPlayPage(browser, throttle);
  let phase = 'load';
  const bytes = { load: 0, action: 0 };
  cdp.on('Network.loadingFinished', (event) => (bytes[phase] += event.encodedDataLength));
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  phase = 'action';
  await page
    .getByRole('button', { name: /^Play:/ })
    .first()
    .click();
  await Promise.race([
    page.evaluate(() => window.__demoDone),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${path}: no painted frame or moving counter within 30 s`)), 30000).unref()),
  ]);
  await page.waitForLoadState('networkidle');
  const { marks, requests } = await page.evaluate(() => ({
    marks: window.__demoMarks,
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= window.__demoMarks.click)
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
  }));
  await context.close();
  const since = (time) => Math.round(time - marks.click);
  return {
    firstLoad: bytes.load,
    onPlay: bytes.action,
    requests: requests.map((request) => ({ ...request, start: since(request.start), end: since(request.end) })),
    composition: since(marks.composition),
    shown: since(marks.shown),
    painted: since(marks.painted),
    moving: since(marks.moving),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${median(values)} ms (${Math.min(...values)}–${Math.max(...values)})`;
const kb = (value) => `${(value / 1024).toFixed(1)} KB`;

const { origin, close } = await startStaticServer({ root: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const onPlay = [];
for (const page of PATHS) {
  const runs = Object.fromEntries(THROTTLES.map((throttle) => [throttle, []]));
  for (let run = 0; run < RUNS; run++) for (const throttle of THROTTLES) runs[throttle].push(await measureOnce(browser, origin, page, throttle));
  const first = runs[1][0];
  onPlay.push({ page, bytes: median(runs[1].map((run) => run.onPlay)) });
  console.log(`${page}: first load ${kb(first.firstLoad)}; on Play ${kb(onPlay.at(-1).bytes)} in ${first.requests.length} requests`);
  if (BYTES_ONLY) continue;
  for (const throttle of THROTTLES) {
    const list = runs[throttle];
    console.log(
      `  ${throttle}x, ${RUNS} runs: first frame painted ${spread(list.map((run) => run.painted))}, frame counter moving ${spread(list.map((run) => run.moving))} after the click`,
    );
    if (TIMELINE) {
      const middle = [...list].sort((a, b) => a.painted - b.painted)[Math.floor(list.length / 2)];
      for (const request of middle.requests) console.log(`    ${request.name}: ${request.start}–${request.end} ms`);
      console.log(
        `    composition in the DOM ${middle.composition} ms, shown ${middle.shown} ms, painted ${middle.painted} ms, counter moving ${middle.moving} ms`,
      );
    }
  }
}
if (PATHS.length > 1) {
  const largest = onPlay.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`largest on Play: ${largest.page} ${kb(largest.bytes)} (median over ${PATHS.length} pages ${kb(median(onPlay.map((entry) => entry.bytes)))})`);
}
await browser.close();
await close();
