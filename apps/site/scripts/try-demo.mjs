#!/usr/bin/env node
/**
 * Plays live demos in Chromium without building the site, for whoever writes one: bundles the
 * site's own player (`src/scripts/demo-player.tsx`) with Vite, opens each demo, presses Play, and
 * reports whether the frame counter moves, any console error or warning, the gzip size of the demo's
 * own chunk and of all the JavaScript the page fetched (the player and React included); with `--shots=<dir>` it saves a screenshot of the stage at a few frames.
 *
 *   node scripts/try-demo.mjs <name>… [--shots=/tmp/shots]     (no name: every demo)
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
// The team's Chromium flags and binary, kept once for every benchmark.
import { CHROMIUM_FLAGS } from '../../../bench/lib/browser.mjs';
import { CHROMIUM_PATH } from '../../../bench/lib/paths.mjs';
import { build } from 'vite';
import { startStaticServer } from '../server/static-server.mjs';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const shotsDir = args.find((arg) => arg.startsWith('--shots='))?.slice('--shots='.length);
const outDir = mkdtempSync(path.join(os.tmpdir(), 'try-demo-'));
// One entry file per run, so writers can run this at the same time.
const entry = path.join(siteRoot, 'src', 'scripts', `.try-demo-entry-${process.pid}.tsx`);
writeFileSync(
  entry,
  `import { loadDemo } from './demo-player';\nimport { DEMOS } from '../demos/catalog';\n(window as any).DEMOS = DEMOS;\n(window as any).loadDemo = loadDemo;\n`,
);
try {
  await build({
    root: siteRoot,
    logLevel: 'error',
    configFile: false,
    esbuild: { jsx: 'automatic' },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: entry, output: { entryFileNames: 'entry.js', chunkFileNames: '[name]-[hash].js' } } },
  });
} finally {
  (await import('node:fs')).rmSync(entry);
}
const css = readFileSync(path.join(siteRoot, 'src', 'styles', 'global.css'), 'utf8').replace(/^@import .*$/gm, '');
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>${css}</style></head><body><main style="max-width:760px;margin:20px"><div class="demo" id="slot"></div></main><script type="module" src="./entry.js"></script></body></html>`,
);
const chunkBytes = (file) => {
  const stem = path.basename(file, '.tsx');
  const chunk = readdirSync(outDir).find((name) => name.startsWith(`${stem}-`) && name.endsWith('.js'));
  return chunk ? gzipSync(readFileSync(path.join(outDir, chunk))).length : NaN;
};

const { origin, close } = await startStaticServer({ root: outDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page0 = await browser.newPage();
await page0.goto(`${origin}/`);
const all = await page0.evaluate(() => Object.keys(window.DEMOS));
await page0.close();
const names = args.filter((arg) => !arg.startsWith('--'));
let failed = 0;
for (const name of names.length > 0 ? names : all) {
  const page = await browser.newPage({ viewport: { width: 800, height: 700 } });
  const errors = [];
  page.on('console', (message) => {
    // Chromium without a GPU (--disable-gpu) logs this for every WebGL read-back; it says nothing about the demo.
    if (/GL Driver Message .*GPU stall due to ReadPixels/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(`${origin}/`);
  const info = await page.evaluate((demo) => window.DEMOS[demo], name);
  if (!info) {
    console.log(`${name}: not in the catalogue`);
    failed++;
    continue;
  }
  await page.evaluate((demo) => {
    const slot = document.getElementById('slot');
    slot.dataset.demo = demo;
    slot.dataset.demoInfo = JSON.stringify(window.DEMOS[demo]);
    return window.loadDemo(slot).then((mount) => mount());
  }, name);
  let moving = false;
  try {
    await page.waitForFunction(() => Number(document.querySelector('.demo-frame output')?.textContent ?? '0') > 3, null, { timeout: 10000 });
    moving = true;
  } catch {}
  if (shotsDir) {
    // While it plays: a few moments across its length, named by the frame the counter showed.
    for (const fraction of [0.15, 0.5, 0.85]) {
      await page
        .waitForFunction(
          (target) => Number(document.querySelector('.demo-frame output')?.textContent ?? '0') >= target,
          Math.round(fraction * (info.durationInFrames - 1)),
          { timeout: 10000 },
        )
        .catch(() => {});
      const frame = await page
        .locator('.demo-frame output')
        .textContent()
        .catch(() => '?');
      await page
        .locator('.demo-stage')
        .screenshot({ path: path.join(shotsDir, `${name}-${frame}.png`) })
        .catch(() => {});
    }
  }
  const ok = moving && errors.length === 0;
  if (!ok) failed++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${moving ? 'plays' : 'frame counter did not move'}; chunk ${(chunkBytes(info.file) / 1024).toFixed(1)} KB gzip, ${((await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0) / 1024).toFixed(1)} KB of JS in all${errors.length ? `; ${errors.join(' | ')}` : ''}`,
  );
  await page.close();
}
await browser.close();
await close();
process.exit(failed ? 1 : 0);
