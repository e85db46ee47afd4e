/**
 * Search, as a reader uses it: on /docs/, open the search dialog, type a query, and wait for the
 * first result — ten queries in one visit (so later queries profit from what earlier ones loaded,
 * as they would for a reader). Timed inside the page from the click that opens search to the first
 * result with text; bytes are those fetched in that window. `searchBytes` adds everything the site
 * fetched for search before it was opened (Starlight loads Pagefind's UI when the page is idle;
 * Rspress prefetches its whole search index with the page).
 */
import { launchBrowser, trackRequests } from './browser.mjs';
import { VIEWPORT } from './page-weight.mjs';

export const QUERIES = ['player', 'renderMedia', 'lambda', 'sigkill', 'audio', 'fonts', 'captions', 'transitions', 'webcodecs', 'docker'];

/**
 * How to open search, where to type, what a result is, on each site; how long to wait for a result
 * (20 s unless `timeoutMs` says otherwise). Rspress builds its FlexSearch index in the page (the whole
 * index, tokenized `full`, on the main thread) when search is first opened: on our corpus that took
 * minutes on this machine, so it is given 10 minutes (later queries are fast).
 */
export const SEARCH_UI = {
  ours: { open: '[data-search-open]', input: 'dialog.search-dialog input[type="search"]', result: 'dialog.search-dialog .search-results a' },
  starlight: {
    open: 'site-search button[data-open-modal]',
    input: '#starlight__search input.pagefind-ui__search-input',
    result: '#starlight__search .pagefind-ui__result-link',
  },
  rspress: {
    open: 'button.rp-search-button',
    input: 'input.rp-search-panel__input',
    result: '.rp-search-panel__results a.rp-suggest-item__link',
    timeoutMs: 10 * 60_000,
  },
};

/**
 * Sets a field's value as typing does: through the prototype's setter. React (Rspress's search field
 * is a React input) records a value assigned to the field's own `value` property, so the `input`
 * event that follows looks like no change and its onChange never runs; for any other field this is
 * the same as assigning `value`.
 */
const SET_VALUE = `(field, text) => { const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set; if (setter) setter.call(field, text); else field.value = text; }`;

/** Runs in the page (passed as a string: it must not be rewritten by any tooling). */
const RUN_QUERY = `async ({ open, input, result, query, timeoutMs }) => {
  const setValue = ${SET_VALUE};
  const waitFor = (find) => new Promise((resolve, reject) => {
    let observer;
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out waiting for ' + query)); }, timeoutMs);
    const check = () => {
      const found = find();
      if (found) { observer.disconnect(); clearTimeout(timer); resolve(found); }
    };
    observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  });
  const started = performance.now();
  document.querySelector(open).click();
  const field = await waitFor(() => document.querySelector(input));
  field.focus();
  setValue(field, query);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const first = await waitFor(() => { const link = document.querySelector(result); return link && link.textContent.trim() ? link : null; });
  return { ms: performance.now() - started, first: first.textContent.trim().slice(0, 80), href: first.getAttribute('href') };
}`;

const CLEAR = `async ({ input, result }) => {
  const setValue = ${SET_VALUE};
  const field = document.querySelector(input);
  if (field) { setValue(field, ''); field.dispatchEvent(new Event('input', { bubbles: true })); }
  for (let i = 0; i < 100 && document.querySelector(result); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}`;

/** Pagefind (ours, Starlight) and Rspress's search index (`/static/search_index.<hash>.json`). */
const isSearchAsset = (url) => /\/pagefind\/|\/static\/search_index[.\w-]*\.json/.test(url);

export async function measureSearch(sites, log = () => {}) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const site of sites) {
      const ui = SEARCH_UI[site.name];
      if (!ui) continue;
      const context = await browser.newContext({ viewport: VIEWPORT });
      try {
        const page = await context.newPage();
        const tracker = trackRequests(page);
        await page.goto(`${site.origin}/docs/`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.waitForTimeout(1000);
        await tracker.settle();
        const loadedBefore = tracker.entries.length;
        const preloaded = tracker.entries.filter((entry) => isSearchAsset(entry.url)).reduce((sum, entry) => sum + entry.bytes, 0);
        const queries = [];
        for (const query of QUERIES) {
          const mark = tracker.entries.length;
          let outcome;
          try {
            outcome = await page.evaluate(`(${RUN_QUERY})(${JSON.stringify({ ...ui, query, timeoutMs: ui.timeoutMs ?? 20_000 })})`);
          } catch (error) {
            outcome = { error: error.message.split('\n')[0] };
          }
          await page.waitForLoadState('networkidle').catch(() => {});
          await tracker.settle();
          const bytes = tracker.entries.slice(mark).reduce((sum, entry) => sum + entry.bytes, 0);
          const requests = tracker.entries.length - mark;
          queries.push({ query, ...outcome, bytes, requests });
          log(`  search ${site.name} "${query}": ${outcome.error ?? `${Math.round(outcome.ms)} ms, ${(bytes / 1024).toFixed(1)} KB → ${outcome.first}`}`);
          await page.evaluate(`(${CLEAR})(${JSON.stringify(ui)})`);
          await page.keyboard.press('Escape');
        }
        const afterLoad = tracker.entries.slice(loadedBefore).reduce((sum, entry) => sum + entry.bytes, 0);
        results.push({ site: site.name, queries, searchBytes: preloaded + afterLoad, preloadedBytes: preloaded });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
