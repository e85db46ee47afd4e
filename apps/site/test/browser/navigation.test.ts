/** Reading and navigating the built site in Chromium: sidebars, markers, stubs, theme, drawer, no JavaScript. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cleanVisits } from '../support/browser';

const origin = inject('origin');
const { open, start } = cleanVisits(origin);

const sidebar = (page: Page, name: string) => page.getByRole('navigation', { name: `${name} sidebar` });
/** A category's toggle: the `<summary>` (named by aria-label) of its `<details>`. */
const toggleOf = (nav: Locator, name: string) => nav.locator(`summary[aria-label="${name}"]`);
const isOpen = (toggle: Locator) => toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

describe('sidebars', () => {
  it('/docs/ shows Getting started, open and current, in the Guides sidebar', async () => {
    const page = await open('/docs/');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Creating a new project');
    const nav = sidebar(page, 'Guides');
    await expect.poll(() => nav.locator('a[aria-current="page"]').innerText()).toBe('Creating a new project');
    await expect.poll(() => isOpen(toggleOf(nav, 'Getting started'))).toBe(true);
    await expect.poll(() => nav.getByRole('link', { name: 'The fundamentals' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Guides' }).first().getAttribute('aria-current')).toBe('true');
  });

  it('clicking a collapsed category opens it, and a second click closes it', async () => {
    const page = await open('/docs/');
    const toggle = toggleOf(sidebar(page, 'Guides'), 'Designing visuals');
    const child = toggle.locator('xpath=..').getByRole('link', { name: 'Layers' });
    await expect.poll(() => isOpen(toggle)).toBe(false);
    await expect.poll(() => child.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => isOpen(toggle)).toBe(true);
    await expect.poll(() => child.isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(() => isOpen(toggle)).toBe(false);
    await expect.poll(() => child.isVisible()).toBe(false);
  });

  it('keyboard: Tab reaches a toggle, Enter opens it, Space closes it, focus stays', async () => {
    const page = await open('/docs/');
    const toggle = toggleOf(sidebar(page, 'Guides'), 'Audio');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(toggle)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(toggle)).toBe(false);
    expect(await toggle.evaluate((summary) => summary === document.activeElement)).toBe(true);
  });

  it('/docs/player/api shows the API sidebar with its link current', async () => {
    const page = await open('/docs/player/api');
    expect(new URL(page.url()).pathname).toBe('/docs/player/api/');
    await expect.poll(() => page.locator('h1').innerText()).toBe('<Player>');
    const nav = sidebar(page, 'API');
    await expect.poll(() => nav.locator('a[aria-current="page"]').innerText()).toBe('<Player>');
    await expect.poll(() => nav.locator('a[aria-current="page"]').getAttribute('href')).toBe('/docs/player/api/');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).innerText()).toContain('@remotion/player');
    await expect.poll(() => page.getByRole('link', { name: 'API', exact: true }).getAttribute('aria-current')).toBe('true');
    // The current link sits far down the API sidebar: on load it is scrolled into the sidebar's view.
    await expect
      .poll(() =>
        nav.locator('a[aria-current="page"]').evaluate((link) => {
          const box = link.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });

  it('/docs/recorder shows the Recorder sidebar with Editing and Exporting open', async () => {
    const page = await open('/docs/recorder');
    expect(new URL(page.url()).pathname).toBe('/docs/recorder/');
    const nav = sidebar(page, 'Recorder');
    await expect.poll(() => nav.locator('a[aria-current="page"]').getAttribute('href')).toBe('/docs/recorder/');
    for (const name of ['Editing', 'Exporting']) await expect.poll(() => isOpen(toggleOf(nav, name))).toBe(true);
    await expect.poll(() => isOpen(toggleOf(nav, 'Record'))).toBe(false);
  });

  it('/docs/lambda/sqs has no sidebar', async () => {
    const page = await open('/docs/lambda/sqs/');
    await expect.poll(() => page.locator('h1').isVisible()).toBe(true);
    await expect.poll(() => page.locator('nav.sb').count()).toBe(0);
    await expect.poll(() => page.locator('#drawer').count()).toBe(0);
  });
});

describe('markers', () => {
  it('Timeline and Recorder show "Paid" in the Guides sidebar, and on their pages', async () => {
    const page = await open('/docs/');
    const nav = sidebar(page, 'Guides');
    for (const name of ['Timeline', 'Recorder']) {
      await expect
        .poll(() =>
          nav
            .getByRole('link', { name: new RegExp(`^${name}`) })
            .locator('.m-paid')
            .innerText(),
        )
        .toBe('Paid');
    }
    await page.goto(`${origin}/docs/timeline/`);
    await expect.poll(() => page.locator('.markers .badge-paid').innerText()).toBe('Paid');
    await page.goto(`${origin}/docs/recorder/`);
    await expect.poll(() => page.locator('.markers .badge-paid').innerText()).toBe('Paid');
  });

  it('the cube transition shows "Paid" in the API sidebar and on its page', async () => {
    const page = await open('/docs/transitions/presentations/cube/');
    await expect.poll(() => sidebar(page, 'API').locator('a[aria-current="page"] .m-paid').innerText()).toBe('Paid');
    await expect.poll(() => page.locator('.markers .badge-paid').innerText()).toBe('Paid');
    await expect.poll(() => page.locator('.markers .badge').count()).toBe(1);
  });

  it('a page without a marker shows none', async () => {
    const page = await open('/docs/player/api/');
    await expect.poll(() => page.locator('.markers').count()).toBe(0);
  });
});

describe('redirects and categories', () => {
  it('a redirect stub lands on its target', async () => {
    const page = await open('/docs/player/player');
    await page.waitForURL(`${origin}/docs/player/api/`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('<Player>');
  });

  it('the home page’s own id forwards to /docs/', async () => {
    const page = await open('/docs/getting-started/');
    await page.waitForURL(`${origin}/docs/`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Creating a new project');
  });

  it('a category without a page of its own gets a generated page listing its children', async () => {
    const page = await open('/docs/category/getting-started/');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Getting started');
    const items = page.locator('.card-list li');
    await expect.poll(() => items.count()).toBe(5);
    await expect.poll(async () => (await items.first().locator('p').innerText()).trim().length).toBeGreaterThan(0);
  });

  it('a category’s own page lists its child pages with descriptions', async () => {
    const page = await open('/docs/player/');
    await expect.poll(() => page.locator('h1').isVisible()).toBe(true);
    const cards = page.locator('.children .card-list li');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect.poll(async () => (await cards.first().locator('p').innerText()).trim().length).toBeGreaterThan(0);
  });
});

describe('theme', () => {
  it('the toggle persists across pages, and the saved theme applies before the first paint', async () => {
    const page = await open('/docs/', { colorScheme: 'light' });
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('data-theme')).toBe('light');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // The theme is on <html> before any module script runs: record it at DOMContentLoaded.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtParse: string | undefined }).themeAtParse = document.documentElement.dataset.theme;
      });
    });
    await page.goto(`${origin}/docs/player/api/`);
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string | undefined }).themeAtParse)).toBe('dark');
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the system scheme when the reader has not chosen', async () => {
    const page = await open('/docs/', { colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
  });
});

describe('small screens', () => {
  it('at 360 px the sidebar is a drawer that opens, and closes with Escape', async () => {
    const page = await open('/docs/player/api/', { viewport: { width: 360, height: 740 } });
    const menu = page.locator('summary.drawer-toggle');
    const nav = sidebar(page, 'API');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await menu.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await expect.poll(() => nav.locator('a[aria-current="page"]').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect.poll(() => menu.evaluate((node) => node === document.activeElement)).toBe(true);
    // Keyboard only: Enter on the focused toggle opens it again.
    await page.keyboard.press('Enter');
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('no page content overflows 360 px', async () => {
    const page = await open('/docs/troubleshooting/sigkill/', { viewport: { width: 360, height: 740 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe('the generated API reference', () => {
  it('a link to one option lands on its row, and the options table scrolls inside its own region at 360 px', async () => {
    const page = await open('/docs/renderer/render-media/#codec', { viewport: { width: 360, height: 740 } });
    const row = page.locator('tr#codec');
    await expect.poll(() => row.evaluate((element) => element.matches(':target'))).toBe(true);
    await expect.poll(() => row.isVisible()).toBe(true);
    const box = await row.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(740);
    // The page itself never scrolls sideways; the wide table does, in a region a keyboard user can focus.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const region = page.getByRole('region', { name: 'Options' });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await region.getAttribute('tabindex')).toBe('0');
  });

  it('the table of contents leads to the reference, and its page needs no script for any of it', async () => {
    const page = await open('/docs/renderer/render-media/', { javaScriptEnabled: false });
    await page.getByRole('complementary').getByRole('link', { name: 'Options' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#options');
    await expect.poll(() => page.getByRole('heading', { name: 'Options', level: 3 }).isVisible()).toBe(true);
  });
});

describe('without JavaScript', () => {
  it('a reader reaches a page three levels deep by following links', async () => {
    const page = await open('/docs/', { javaScriptEnabled: false });
    await page.getByRole('navigation', { name: 'Documentation areas' }).getByRole('link', { name: 'API' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('API overview');
    const nav = () => sidebar(page, 'API');
    await nav().getByRole('link', { name: 'Command line', exact: true }).click();
    await nav().getByRole('link', { name: 'lambda', exact: true }).click();
    await nav().getByRole('link', { name: 'sites', exact: true }).click();
    await nav().locator('a[href="/docs/lambda/cli/sites/create/"]').click();
    expect(new URL(page.url()).pathname).toBe('/docs/lambda/cli/sites/create/');
    await expect.poll(() => page.locator('h1').innerText()).toBe('npx remotion lambda sites create');
    await expect.poll(() => nav().locator('a[aria-current="page"]').getAttribute('href')).toBe('/docs/lambda/cli/sites/create/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect.poll(() => crumbs.getByRole('link').allInnerTexts()).toEqual(['Docs', 'Command line', 'lambda', 'sites']);
  });

  it('a collapsed category without its own page is reachable through its generated page', async () => {
    const page = await open('/docs/', { javaScriptEnabled: false });
    await sidebar(page, 'Guides').getByRole('link', { name: 'Designing visuals', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/docs/category/designing-visuals/');
    await page.locator('.card-list').getByRole('link').first().click();
    await expect.poll(() => sidebar(page, 'Guides').locator('a[aria-current="page"]').isVisible()).toBe(true);
  });
});

describe('not found', () => {
  it('answers 404 with the 404 page, whose search starts from the missing address', async () => {
    const visit = await start();
    const response = await visit.page.goto(`${origin}/docs/render-mediaa/`);
    expect(response?.status()).toBe(404);
    // The 404 itself (and Chromium's console line about it) is expected; nothing else may fail.
    const expected = (trouble: { kind: string; detail: string }) =>
      (trouble.kind === 'http' && trouble.detail === `404 ${origin}/docs/render-mediaa/`) ||
      (trouble.kind === 'console' && trouble.detail.includes('status of 404'));
    expect(visit.troubles.filter(expected)).toHaveLength(2);
    visit.troubles.splice(0, visit.troubles.length, ...visit.troubles.filter((trouble) => !expected(trouble)));
    const page = visit.page;
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
    const input = page.getByRole('searchbox', { name: 'Search the docs' });
    await expect.poll(() => input.inputValue()).toBe('render mediaa');
    await expect.poll(() => page.getByRole('list', { name: 'Search results' }).getByRole('link').count()).toBeGreaterThan(0);
  });
});
