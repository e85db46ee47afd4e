/**
 * The writer's loop: `astro dev` on a copy of the real catalogue, edited while a page is open in
 * Chromium. A title, a sidebar label and a new page in a sidebar each show without a restart; a bad
 * edit shows Astro's error overlay and is printed once in the terminal; fixing it brings the page back.
 * Each wait is measured from the write to the change on screen and printed (the target is 2 s);
 * the test judges only that each change shows, since speed is for benchmarks, not timed tests.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startDevServer, type DevServer } from '../support/dev-server';

const CONTENT_DIR = fileURLToPath(new URL('../../src/content/', import.meta.url));
const TARGET_MS = 2_000;
/** How long one wait may last before the change counts as not shown (a busy 2-core CI machine). */
const WAIT_MS = 60_000;

let dir: string;
let server: DevServer;
let browser: Browser;
let page: Page;
const timings: string[] = [];

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const target = path.join(dir, file);
  const before = await readFile(target, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  await writeFile(target, after);
}

/** Runs `write`, then waits for `shown`; returns and records the milliseconds in between. */
async function timed(name: string, write: () => Promise<void>, shown: Locator): Promise<number> {
  const start = performance.now();
  await write();
  await shown.waitFor({ state: 'attached', timeout: WAIT_MS });
  const elapsed = Math.round(performance.now() - start);
  timings.push(`${name}: ${elapsed} ms`);
  console.log(`[dev reload] ${name}: ${elapsed} ms (target ${TARGET_MS} ms)`);
  return elapsed;
}

/**
 * Opens `url` until `shown` is on it. Astro reloads the open page once it has stored a new body; a
 * navigation under way at that moment is aborted (as a writer's click would be), so it is tried again.
 */
async function openUntil(url: string, shown: Locator): Promise<void> {
  // A busy CI machine can take many seconds to store a new page's body: retry until a deadline.
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await page.goto(url);
      await shown.waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-dev-'));
  await cp(CONTENT_DIR, dir, { recursive: true });
  [server, browser] = await Promise.all([startDevServer(dir, 240_000), launchChromium()]);
  page = await browser.newPage();
  if (process.env.DEV_RELOAD_DEBUG) {
    page.on('console', (message) => console.log(`[browser] ${message.type()} ${message.text()}`));
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => console.log(`[hmr] ${String(frame.payload).slice(0, 120)}`)));
  }
  page.setDefaultTimeout(WAIT_MS);
  // The first visit compiles the page; the timed edits start once it is on screen.
  await page.goto(`${server.origin}/docs/player/api/`, { timeout: 120_000 });
  await page.locator('h1', { hasText: '<Player>' }).waitFor({ timeout: 120_000 });
}, 300_000);

afterAll(async () => {
  console.log(`[dev reload] ${timings.join('; ')}`);
  if (process.env.DEV_RELOAD_DEBUG) console.log(server?.output());
  await browser?.close();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('astro dev follows the catalogue', () => {
  it('shows a changed title', async () => {
    await timed(
      'title',
      () => edit('docs/player/api.md', (text) => text.replace(/^title: .*$/m, 'title: The Player, retitled')),
      page.locator('h1', { hasText: 'The Player, retitled' }),
    );
    await expect.poll(() => page.title()).toContain('The Player, retitled');
  }, 180_000);

  it('shows a changed sidebar label', async () => {
    await timed(
      'sidebar label',
      () => edit('sidebars.yaml', (text) => text.replace('label: Guide + Examples', 'label: Guides and examples, relabelled')),
      page.locator('nav a', { hasText: 'Guides and examples, relabelled' }),
    );
  }, 180_000);

  it('shows a new page in its sidebar, and serves it', async () => {
    await timed(
      'new page in a sidebar',
      async () => {
        await writeFile(
          path.join(dir, 'docs/player/live-added.md'),
          '---\ntitle: A page added live\ndescription: Written while the dev server runs, to see it appear without a restart.\n---\n\nThe body of the page added live.\n',
        );
        await edit('sidebars.yaml', (text) => text.replace('      - player/thumbnail\n', '      - player/thumbnail\n      - player/live-added\n'));
      },
      page.locator('nav a', { hasText: 'A page added live' }),
    );
    const href = await page.locator('nav a', { hasText: 'A page added live' }).first().getAttribute('href');
    expect(href).toBe('/docs/player/live-added/');
    await openUntil(`${server.origin}${href}`, page.locator('h1', { hasText: 'A page added live' }));
    await page.getByText('The body of the page added live.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/player/live-added/');
    // Its Markdown twin, at the address the page links (no trailing slash), as a build serves it.
    const twin = await fetch(`${server.origin}/docs/player/live-added.md`);
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toContain('text/markdown');
    expect(await twin.text()).toContain('The body of the page added live.');
  }, 180_000);

  it('shows a bad edit in the error overlay and once in the terminal, and recovers when it is fixed', async () => {
    const overlay = page.locator('vite-error-overlay #message-content');
    // Start on the page added live, fully served, whatever state the previous step left the browser in.
    await openUntil(`${server.origin}/docs/player/live-added/`, page.locator('h1', { hasText: 'A page added live' }));
    await expect.poll(() => overlay.count()).toBe(0);
    await timed(
      'error overlay',
      () => edit('sidebars.yaml', (text) => text.replace('      - player/live-added\n', '      - type: banana\n        id: player/live-added\n')),
      page.locator('vite-error-overlay #message-content', { hasText: 'unknown item type "banana"' }),
    );
    await expect.poll(() => overlay.textContent()).toMatch(/sidebars\.yaml:\d+ error sidebar-item-schema: unknown item type "banana"/);

    // A second visit answers with the overlay again, without printing the problem again.
    // (A reload the server sends meanwhile may abort this one; the page lands on the overlay either way.)
    await page.reload().catch(() => undefined);
    await overlay.waitFor({ state: 'attached' });
    const printed = server
      .output()
      .split('\n')
      .filter((line) => line.includes('unknown item type "banana"'));
    expect(printed).toHaveLength(1);
    expect(server.output()).not.toMatch(/CatalogueError[\s\S]*\n\s+at /);

    await timed(
      'recovery after the fix',
      () => edit('sidebars.yaml', (text) => text.replace('      - type: banana\n        id: player/live-added\n', '      - player/live-added\n')),
      page.locator('h1', { hasText: 'A page added live' }),
    );
    await expect.poll(() => overlay.count()).toBe(0);
    expect(server.output()).toContain('The catalogue has no errors any more.');
  }, 180_000);
});
