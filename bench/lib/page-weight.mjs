/**
 * First-load weight of a page in headless Chromium with a cold cache (a fresh browser context per
 * load): wire bytes by type, requests, DOM elements, long tasks and LCP. Everything the page
 * fetches without interaction counts — including what it loads when idle — so the page is held
 * until the network has been quiet, then one more second.
 */
import { launchBrowser, summarizeRequests, trackRequests } from './browser.mjs';

/** Observers registered before any page script runs, so nothing is missed. */
const OBSERVERS = `
  window.__bench = { longTasks: [], lcp: 0 };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

export const VIEWPORT = { width: 1280, height: 800 };

async function quiet(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

export async function measurePage(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    const tracker = trackRequests(page);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await quiet(page);
    await tracker.settle();
    const inPage = await page.evaluate(() => ({
      domElements: document.getElementsByTagName('*').length,
      longTasks: window.__bench.longTasks,
      lcpMs: window.__bench.lcp,
    }));
    const summary = summarizeRequests(tracker.entries);
    return {
      url,
      status: response?.status(),
      ...summary,
      domElements: inPage.domElements,
      longTasks: inPage.longTasks.length,
      longTaskMs: inPage.longTasks.reduce((sum, duration) => sum + duration, 0),
      lcpMs: inPage.lcpMs,
      files: tracker.entries.map(({ url: file, kind, bytes }) => ({ url: file.replace(/^https?:\/\/[^/]+/, ''), kind, bytes })),
    };
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of each path on each site; sites: [{ name, origin }]. */
export async function measurePageWeights(sites, paths, runs, log = () => {}) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (let run = 0; run < runs; run++) {
      for (const pagePath of paths) {
        for (const site of sites) {
          const measured = await measurePage(browser, `${site.origin}${pagePath}`);
          log(
            `  weight ${site.name} ${pagePath} run ${run + 1}: ${(measured.bytes.total / 1024).toFixed(1)} KB, ${measured.requests} requests, ${measured.domElements} elements`,
          );
          results.push({ site: site.name, path: pagePath, run, ...measured });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
