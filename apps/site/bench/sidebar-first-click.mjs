#!/usr/bin/env node
/**
 * The reader's cost of the sidebar's first toggle, in Chromium (Debian's, via playwright-core): each
 * run is a fresh context with a cold cache on /docs/player/api/, then the first closed category is
 * opened by a mouse user (hover, click) or a keyboard user (focus, Enter), run i pressing i × 20 ms
 * after the pointer or focus arrived (so the press lands at spread moments of whatever the page is
 * still loading or hydrating, as a reader's would). Reports per run whether
 * it opened, the time from the click (mouse) or the key press (keyboard) until the category is open
 * and until the next frame, the bytes loaded after the page (gzip, by type) and the long tasks.
 *
 *   node bench/sidebar-first-click.mjs                      20 runs per user, 4× CPU throttling
 *   node bench/sidebar-first-click.mjs --runs=8 --cpu=1     8 runs, unthrottled
 *   node bench/sidebar-first-click.mjs --dist=/tmp/old-dist another build of the site
 *   node bench/sidebar-first-click.mjs --spread=0           press at once after hover or focus
 *   node bench/sidebar-first-click.mjs --json               machine-readable output
 *
 * Not a test (the browser tests assert the behaviour); exits 1 when a first toggle was lost.
 */
import { chromium } from 'playwright-core';
// The team's Chromium flags and binary, kept once for every benchmark.
import { CHROMIUM_FLAGS } from '../../../bench/lib/browser.mjs';
import { CHROMIUM_PATH } from '../../../bench/lib/paths.mjs';
import { startStaticServer } from '../server/static-server.mjs';
import { recordTransfers } from './transfers.mjs';

const PATH = '/docs/player/api/';
/** A closed category's toggle in either markup: a `<summary>` of a closed `<details>`, or a button. */
const CLOSED_TOGGLE = 'nav.sb details:not([open]) > summary, nav.sb button[aria-expanded="false"]';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 20);
const cpu = option('cpu', 4);
const spread = option('spread', 20);
const dist = args.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const json = args.includes('--json');

/** Installed before any page script: long tasks, and the moments the toggle was pressed and opened. */
function probe() {
  window.__probe = { longTasks: [], pressedAt: undefined, openedAt: undefined, frameAt: undefined };
  new PerformanceObserver((list) =>
    window.__probe.longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: Math.round(entry.duration) }))),
  ).observe({ type: 'longtask', buffered: true });
  const press = (event) => {
    if (!event.isTrusted || window.__probe.pressedAt !== undefined || !event.target.closest?.('nav.sb')) return;
    if (event.type === 'keydown' && event.key !== 'Enter') return;
    window.__probe.pressedAt = event.timeStamp;
  };
  addEventListener('click', press, true);
  addEventListener('keydown', press, true);
}

/** In the page: marks the toggle and records when it (or a replacement at the same place) reads open. */
function watch(selector) {
  const toggle = document.querySelector(selector);
  const key = toggle.getAttribute('aria-controls') ?? toggle.parentElement.getAttribute('data-k');
  const isOpen = () =>
    document.querySelector(`[aria-controls="${key}"]`)?.getAttribute('aria-expanded') === 'true' ||
    document.querySelector(`details[data-k="${key}"]`)?.open === true;
  toggle.setAttribute('data-bench-toggle', '');
  new MutationObserver((_, observer) => {
    if (!isOpen() || window.__probe.openedAt !== undefined) return;
    window.__probe.openedAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (window.__probe.frameAt = performance.now())));
    observer.disconnect();
  }).observe(document.querySelector('nav.sb'), { attributes: true, subtree: true, childList: true });
}

async function run(browser, origin, user, delay) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const transfers = await recordTransfers(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(probe);
  await page.goto(`${origin}${PATH}`, { waitUntil: 'load' });
  const pageBytes = transfers.splice(0).reduce((sum, entry) => sum + entry.bytes, 0);
  await page.evaluate(watch, CLOSED_TOGGLE);
  const interactionStart = await page.evaluate(() => performance.now());
  const toggle = page.locator('[data-bench-toggle]');
  if (user === 'mouse') {
    await toggle.hover();
    await page.waitForTimeout(delay);
    await page.mouse.down();
    await page.mouse.up();
  } else {
    await toggle.focus();
    await page.waitForTimeout(delay);
    await page.keyboard.press('Enter');
  }
  let opened = true;
  await page.waitForFunction(() => window.__probe.frameAt !== undefined, undefined, { timeout: 5_000 }).catch(() => (opened = false));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  const { longTasks, pressedAt, openedAt, frameAt } = await page.evaluate(() => window.__probe);
  const after = {};
  for (const { type, bytes } of transfers) after[type] = (after[type] ?? 0) + bytes;
  await context.close();
  // Long tasks while the page loaded (parsing, layout, its scripts) and from the hover or focus on.
  const loadTasks = longTasks.filter((task) => task.start < interactionStart).map((task) => task.duration);
  const interactionTasks = longTasks.filter((task) => task.start >= interactionStart).map((task) => task.duration);
  return {
    user,
    delay,
    opened,
    toOpen: opened ? openedAt - pressedAt : undefined,
    toFrame: opened ? frameAt - pressedAt : undefined,
    pageBytes,
    after,
    loadTasks,
    interactionTasks,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const { origin, close } = await startStaticServer(dist ? { root: dist } : {});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = [];
try {
  // Mouse and keyboard runs alternate, so a change in the machine's load hits both alike.
  for (let index = 0; index < runs; index++) for (const user of ['mouse', 'keyboard']) results.push(await run(browser, origin, user, index * spread));
} finally {
  await browser.close();
  await close();
}

if (json) console.log(JSON.stringify({ cpu, runs, results }, null, 2));
else {
  console.log(
    `${PATH}, first toggle of the first closed category; ${cpu}× CPU throttling, cold cache, ${runs} fresh contexts per user, pressed 0–${(runs - 1) * spread} ms after hover or focus`,
  );
  for (const user of ['mouse', 'keyboard']) {
    const mine = results.filter((result) => result.user === user);
    const open = mine.filter((result) => result.opened);
    const toOpen = open.map((result) => result.toOpen);
    const toFrame = open.map((result) => result.toFrame);
    const after = mine[0].after;
    const loadTasks = mine.flatMap((result) => result.loadTasks);
    const interactionTasks = mine.flatMap((result) => result.interactionTasks);
    const lost = mine.filter((result) => !result.opened).map((result) => result.delay);
    console.log(
      `\n${user}: opened ${open.length} of ${mine.length}${lost.length ? ` (lost when pressed ${lost.join(', ')} ms after ${user === 'mouse' ? 'hover' : 'focus'})` : ''}`,
    );
    if (open.length > 0) {
      console.log(
        `  click → open   min ${ms(Math.min(...toOpen))}, median ${ms(quantile(toOpen, 0.5))}, p90 ${ms(quantile(toOpen, 0.9))}, max ${ms(Math.max(...toOpen))}`,
      );
      console.log(
        `  click → frame  min ${ms(Math.min(...toFrame))}, median ${ms(quantile(toFrame, 0.5))}, p90 ${ms(quantile(toFrame, 0.9))}, max ${ms(Math.max(...toFrame))}`,
      );
    }
    console.log(
      `  page ${kb(mine[0].pageBytes)}; after the page: ${
        Object.entries(after)
          .map(([type, bytes]) => `${type} ${kb(bytes)}`)
          .join(', ') || 'nothing'
      }`,
    );
    console.log(
      `  long tasks from the ${user === 'mouse' ? 'hover' : 'focus'} on: ${interactionTasks.length} in ${mine.length} runs${interactionTasks.length ? ` (${interactionTasks.join(', ')} ms)` : ''}`,
    );
    console.log(`  long tasks while the page loaded: ${loadTasks.length} in ${mine.length} runs${loadTasks.length ? ` (${loadTasks.join(', ')} ms)` : ''}`);
  }
}
process.exitCode = results.every((result) => result.opened) ? 0 : 1;
