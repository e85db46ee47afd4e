/**
 * Measures what the issue budgets, on the real catalogue (apps/site/src/content), using the built
 * package (run `npx tsup` first):
 *   - size of the static sidebar HTML (every subtree, collapsed ones in closed <details>), raw and
 *     gzip, its element count, and the size of the inline script that remembers open categories;
 *   - hydration time of the apiSidebar in Chromium (production React), median over fresh pages,
 *     for pages that hydrate the component (the site does not).
 * Usage: node bench/sidebar.bench.mjs [--runs 30] [--content DIR]
 */
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { chromium } from 'playwright-core';
// The team's Chromium flags and binary, kept once for every benchmark.
import { CHROMIUM_FLAGS } from '../../../bench/lib/browser.mjs';
import { CHROMIUM_PATH } from '../../../bench/lib/paths.mjs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalogue } from '@docs/catalogue/node';
import { hasErrors, routeOf } from '@docs/catalogue';
import { Sidebar, sidebarScript } from '../dist/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    content: { type: 'string', default: path.join(here, '../../../apps/site/src/content') },
  },
});
const RUNS = Number(options.runs);

const { catalogue, problems } = await loadCatalogue(options.content);
if (hasErrors(problems)) throw new Error(`the catalogue in ${options.content} has errors; fix them before benchmarking`);

/**
 * The items as the site passes them: trailing-slash routes and a generated page for every
 * category without one (so no-JS readers can reach collapsed subtrees).
 */
function asSiteItems(items, parentKey = '') {
  return items.map((item, index) => {
    const key = parentKey === '' ? String(index) : `${parentKey}.${index}`;
    if (item.type === 'link') return item.href.startsWith('/') && !item.href.endsWith('/') ? { ...item, href: `${item.href}/` } : item;
    if (item.type !== 'category') return item;
    const href = item.href === undefined ? `/docs/category/${key.replaceAll('.', '-')}/` : item.href.endsWith('/') ? item.href : `${item.href}/`;
    return { ...item, href, items: asSiteItems(item.items, key) };
  });
}

const cases = [
  { sidebar: 'apiSidebar', label: 'API sidebar', activeId: 'player/api' },
  { sidebar: 'mainSidebar', label: 'Guides sidebar', activeId: 'getting-started' },
  { sidebar: 'recorderSidebar', label: 'Recorder sidebar', activeId: 'recorder/index' },
];

function propsOf({ sidebar, label, activeId }, transform = (items) => items) {
  const items = transform(asSiteItems(catalogue.sidebars[sidebar]));
  return { items, label, storageKey: `docs-sidebar:${sidebar}`, activeHref: `${routeOf(catalogue, activeId).replace(/\/?$/, '/')}` };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
function sizes(html) {
  const raw = Buffer.byteLength(html);
  return { raw, gzip: gzipSync(html).length, brotli: brotliCompressSync(html).length };
}

console.log("Static HTML of one page's sidebar (gzip = zlib default level, as most servers send):");
for (const sample of cases) {
  const html = renderToString(createElement(Sidebar, propsOf(sample)));
  const size = sizes(html);
  const elements = html.match(/<[a-z]/g)?.length ?? 0;
  console.log(`  ${sample.sidebar} @ ${sample.activeId}: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli, ${elements} elements`);
}
const script = sizes(sidebarScript('docs-sidebar:apiSidebar'));
console.log(`  the inline script (sidebarScript): ${kb(script.raw)} raw, ${kb(script.gzip)} gzip`);

// ---- Hydration and toggling in Chromium ----

const client = await build({
  stdin: {
    contents: `
      import { createElement, useLayoutEffect } from 'react';
      import { hydrateRoot } from 'react-dom/client';
      import { Sidebar } from '../dist/index.js';
      // Renders no DOM of its own, so the tree matches the server HTML; its layout effect runs
      // when React commits the hydrated tree.
      function Committed({ onCommit, children }) {
        useLayoutEffect(onCommit, []);
        return children;
      }
      // The clock starts once the page is idle: the items are parsed first, as the site's island
      // parses its fetched JSON, and the garbage that leaves is not hydration's.
      const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
      const hydrate = async (makeElement) => {
        const element = makeElement();
        await settle();
        return new Promise((resolve, reject) => {
          const start = performance.now();
          hydrateRoot(document.getElementById('root'),
            createElement(Committed, { onCommit: () => resolve(performance.now() - start) }, element),
            { onRecoverableError: (error) => reject(new Error('hydration mismatch: ' + error.message)) });
        });
      };
      const itemsOnPage = () => JSON.parse(document.getElementById('props').textContent);
      window.hydrateSidebar = () => hydrate(() => createElement(Sidebar, itemsOnPage()));
      // React's own cost for the same markup: the server HTML turned into plain elements (no
      // components, no state), built before the clock starts.
      function plainElement(node, key) {
        if (node.nodeType === Node.TEXT_NODE) return node.data;
        if (node.nodeType !== Node.ELEMENT_NODE) return null; // React's text separators
        const props = { key };
        for (const { name, value } of node.attributes) props[name === 'class' ? 'className' : name] = value;
        const children = [...node.childNodes].map(plainElement).filter((child) => child !== null);
        return createElement(node.localName, props, ...children);
      }
      window.hydrateSameMarkup = () => hydrate(() => plainElement(document.getElementById('root').firstElementChild, 0));
      // React's cold start: the same bundle hydrating a single paragraph.
      window.hydrateParagraph = () => hydrate(() => createElement('p', null, 'x'));
      // A fixed amount of plain JavaScript, timed the same way: how much this machine's noise
      // alone spreads a measurement (its median ÷ min).
      window.calibrate = async () => {
        await settle();
        const start = performance.now();
        const rows = [];
        let length = 0;
        for (let i = 0; i < 50000; i++) {
          rows.push({ i, text: 'row ' + i });
          length += rows[i].text.length;
        }
        return length > 0 ? performance.now() - start : 0;
      };
    `,
    resolveDir: here,
    loader: 'js',
  },
  bundle: true,
  minify: true,
  format: 'iife',
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
});
const bundle = client.outputFiles[0].text;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const summary = (values) =>
  ['min', 0, 'median', 0.5, 'p90', 0.9].reduce(
    (text, _, i, list) => (i % 2 ? text : `${text}${text ? ', ' : ''}${list[i]} ${quantile(values, list[i + 1]).toFixed(2)} ms`),
    '',
  );

try {
  const props = propsOf(cases[0]);
  const html = renderToString(createElement(Sidebar, props));
  // The items travel as JSON in the page, as the site's island fetches them, not through Playwright.
  const propsJson = JSON.stringify(props).replaceAll('<', '\\u003c');
  const pageWith = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
    <body><div id="root">${body}</div><script type="application/json" id="props">${propsJson}</script><script>${bundle}</script></body></html>`;

  const samples = { sidebar: [], sameMarkup: [], paragraph: [], calibration: [] };
  const context = await browser.newContext();
  // One fresh page per measurement, the kinds interleaved so that a busy spell hits all of them.
  const onFreshPage = async (body, measure, argument) => {
    const tab = await context.newPage();
    await tab.setContent(pageWith(body));
    const result = await measure(tab, argument);
    await tab.close();
    return result;
  };
  for (let run = 0; run < RUNS; run++) {
    samples.sidebar.push(await onFreshPage(html, (tab) => tab.evaluate(() => window.hydrateSidebar())));
    samples.sameMarkup.push(await onFreshPage(html, (tab) => tab.evaluate(() => window.hydrateSameMarkup())));
    samples.paragraph.push(await onFreshPage('<p>x</p>', (tab) => tab.evaluate(() => window.hydrateParagraph())));
    samples.calibration.push(await onFreshPage('', (tab) => tab.evaluate(() => window.calibrate())));
  }
  // Other work on the machine inflates wall times; the load average says how much to trust them.
  console.log(`\nChromium ${browser.version()}, production React, ${RUNS} fresh pages, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}:`);
  console.log(`  hydrate apiSidebar @ player/api: ${summary(samples.sidebar)} (budget 16 ms)`);
  console.log(`  hydrate the same markup as plain elements (React's cost for this DOM): ${summary(samples.sameMarkup)}`);
  console.log(`  hydrate a one-paragraph island with the same bundle (React's cold start): ${summary(samples.paragraph)}`);
  const spread = quantile(samples.calibration, 0.5) / quantile(samples.calibration, 0);
  console.log(`  machine noise: a fixed JavaScript loop took ${summary(samples.calibration)}, median ÷ min = ${spread.toFixed(2)}`);
} finally {
  await browser.close();
}
