#!/usr/bin/env node
/**
 * What a live demo costs the reader who presses Play, in Chromium (Debian's): bytes of the first
 * load of /docs/spring/ and bytes fetched on Play (gzip, cold cache), and the time from the click
 * until the frame counter moves, unthrottled and at 4× CPU throttling. Not a test; a benchmark for
 * #24's targets (≤ 150 KB on the first action, first frame ≤ 1 s after the click at 4×).
 *
 *   node bench/demo-first-play.mjs [--path=/docs/spring/]
 */
import { chromium } from 'playwright-core';
import { startStaticServer } from '../server/static-server.mjs';

const PATH = process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ?? '/docs/spring/';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const { origin, close } = await startStaticServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
for (const throttle of [1, 4]) {
  const context = await browser.newContext(); const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  let phase = 'load'; const bytes = { load: 0, action: 0 }; const urls = [];
  cdp.on('Network.loadingFinished', (e) => { bytes[phase] += e.encodedDataLength; });
  cdp.on('Network.requestWillBeSent', (e) => { if (phase === 'action') urls.push(new URL(e.request.url).pathname); });
  await page.goto(`${origin}${PATH}`, { waitUntil: 'networkidle' });
  phase = 'action';
  const t0 = Date.now();
  await page.getByRole('button', { name: /^Play:/ }).click();
  await page.waitForFunction(() => Number(document.querySelector('.demo-frame output')?.textContent ?? '0') > 0, null, { timeout: 30000 });
  const firstFrameMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  console.log(`throttle ${throttle}x: first load ${(bytes.load/1024).toFixed(1)} KB; on Play ${(bytes.action/1024).toFixed(1)} KB in ${urls.length} requests; frame counter moving ${firstFrameMs} ms after the click`);
  await context.close();
}
await browser.close(); await close();
