// @vitest-environment node
/**
 * The server HTML in real Chromium (Debian's, as the site's tests use; `CHROMIUM_PATH` overrides):
 * keyboard and toggling with JavaScript off, and `sidebarScript` remembering choices across pages.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sidebar, sidebarScript } from '../src/index.js';
import { mixed } from './fixtures.js';

const ORIGIN = 'http://sidebar.test';
const CSS = readFileSync(new URL('../src/sidebar.css', import.meta.url), 'utf8');

/** A page of the fake site: the sidebar for `path` in a short scrolling panel, and its script. */
function pageHtml(path: string): string {
  const nav = renderToString(<Sidebar items={mixed} label="Guides" storageKey="guides" activeHref={path} />);
  return `<!doctype html><html lang="en"><title>${path}</title><style>${CSS}</style><div style="height:100px;overflow:auto">${nav}<script>${sidebarScript('guides')}</script></div>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser.close();
});

async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: pageHtml(new URL(route.request().url()).pathname) }));
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${path}`);
  return page;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    return `${element.tagName.toLowerCase()}:${element.getAttribute('aria-label') ?? element.textContent}`;
  });
const openOf = (page: Page, key: string) => page.locator(`details[data-k="${key}"]`).evaluate((details) => (details as HTMLDetailsElement).open);

describe('with JavaScript off (disclosure navigation pattern, natively)', () => {
  it('tabs through links and toggles in reading order, past the children of closed categories', async () => {
    const page = await open('/docs/', false);
    const names: string[] = [];
    for (let step = 0; step < 7; step++) {
      await page.keyboard.press('Tab');
      names.push(await focused(page));
    }
    expect(names).toEqual([
      'a:Introduction',
      'a:Player',
      'summary:Player',
      'summary:Rendering',
      'a:Terminology',
      'summary:Open by default',
      'a:FAQ Unmaintained',
    ]);
    await page.context().close();
  });

  it('toggles a category with Enter, Space and a click, keeping focus on the toggle; Tab then enters it', async () => {
    const page = await open('/docs/', false);
    const toggle = page.locator('summary[aria-label="Player"]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await openOf(page, '1')).toBe(true);
    expect(await focused(page)).toBe('summary:Player');
    await page.keyboard.press('Space');
    expect(await openOf(page, '1')).toBe(false);
    expect(await focused(page)).toBe('summary:Player');
    await toggle.click();
    expect(await openOf(page, '1')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a:Installation');
    await page.context().close();
  });
});

describe('sidebarScript', () => {
  it('remembers what the reader opened and closed across pages, and keeps the current page’s categories open', async () => {
    const page = await open('/docs/player/', true);
    await page.locator('summary', { hasText: 'Rendering' }).click(); // key 2: opened
    await page.locator('summary[aria-label="Player"]').click(); // key 1: closed, though it holds the page
    await page.locator('summary', { hasText: 'Open by default' }).click(); // key 4: closed
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sidebar:guides'))).toBe('{"1":false,"2":true,"4":false}');
    await page.goto(`${ORIGIN}/docs/terminology`);
    expect([await openOf(page, '1'), await openOf(page, '2'), await openOf(page, '4')]).toEqual([false, true, false]);
    await page.goto(`${ORIGIN}/docs/player/autoplay`);
    // Player and Examples hold the current page: open whatever was saved.
    expect([await openOf(page, '1'), await openOf(page, '1.2'), await openOf(page, '2')]).toEqual([true, true, true]);
    await page.context().close();
  });

  it('scrolls the current page’s link into the panel’s view before the first paint', async () => {
    const page = await open('/docs/faq', true);
    const seen = await page.locator('[aria-current="page"]').evaluate((link) => {
      const panel = link.closest('div')!;
      const box = link.getBoundingClientRect();
      return { scrolled: panel.scrollTop > 0, inView: box.top >= panel.getBoundingClientRect().top && box.bottom <= panel.getBoundingClientRect().bottom };
    });
    expect(seen).toEqual({ scrolled: true, inView: true });
    await page.context().close();
  });
});
