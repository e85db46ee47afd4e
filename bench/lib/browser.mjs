/** Debian's Chromium driven by playwright-core (never a downloaded browser), with the team's flags. */
import { CHROMIUM_PATH } from './paths.mjs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Counts every finished request of a page: wire bytes of the body (gzipped where the server
 * gzipped) by kind, and the request count. `since()` gives the total after a mark.
 */
export function trackRequests(page) {
  const entries = [];
  const pending = new Set();
  page.on('requestfinished', (request) => {
    const done = request.sizes().then(
      (sizes) => {
        entries.push({
          at: Date.now(),
          url: request.url(),
          kind: kindOf(request.resourceType(), request.url()),
          bytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
        });
      },
      () => {},
    );
    pending.add(done);
    done.finally(() => pending.delete(done));
  });
  return {
    entries,
    settle: () => Promise.all([...pending]),
  };
}

export function kindOf(resourceType, url) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  return 'other';
}

export function summarizeRequests(entries) {
  const bytes = { html: 0, js: 0, css: 0, other: 0 };
  for (const entry of entries) bytes[entry.kind] += entry.bytes;
  return { bytes: { ...bytes, total: bytes.html + bytes.js + bytes.css + bytes.other }, requests: entries.length };
}
