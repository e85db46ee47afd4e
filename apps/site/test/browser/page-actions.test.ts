/** Page actions in Chromium: "Copy page" by mouse and keyboard, heading self-links on hover and focus. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cleanVisits } from '../support/browser';

const origin = inject('origin');
const PAGE = '/docs/troubleshooting/sigkill/';
const visits = cleanVisits(origin);

/** The page, with the clipboard open to it. */
const open = (path: string): Promise<Page> => visits.open(path, { permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const opacity = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).opacity);

describe('Copy page', () => {
  it('puts the page’s Markdown export on the clipboard and announces it', async () => {
    const page = await open(PAGE);
    const markdown = await (await fetch(`${origin}/docs/troubleshooting/sigkill.md`)).text();
    expect(markdown).toMatch(/^# Process quit with signal SIGKILL\n/);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => page.locator('[aria-live="polite"][data-copy-page-status]').innerText()).toBe('Page copied to the clipboard as Markdown');
    expect(await clipboard(page)).toBe(markdown);
    await expect.poll(() => page.locator('[data-copy-page]').innerText()).toBe('Copied');
  });

  it('works from the keyboard', async () => {
    const page = await open('/docs/renderer/render-media/');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('link', { name: 'View as Markdown' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Copy page');
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toMatch(/^# renderMedia\(\)\n/);
    expect(await clipboard(page)).toContain('## API reference');
  });

  it('is left out without JavaScript, where View as Markdown still leads to the export', async () => {
    const visit = await visits.start({ javaScriptEnabled: false });
    await visit.page.goto(`${origin}${PAGE}`);
    expect(await visit.page.getByRole('button', { name: 'Copy page' }).isVisible()).toBe(false);
    expect(await visit.page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe('/docs/troubleshooting/sigkill.md');
  });
});

describe('heading self-links', () => {
  it('show on keyboard focus and on hover, and leave the heading’s name alone', async () => {
    const page = await open(PAGE);
    const heading = page.getByRole('heading', { name: 'What it means', exact: true, level: 2 });
    expect(await heading.count()).toBe(1);
    const anchor = page.getByRole('link', { name: 'Link to this section: What it means' });
    expect(await anchor.getAttribute('href')).toBe('#what-it-means');
    const selector = 'a[href="#what-it-means"].heading-anchor';
    expect(await opacity(page, selector)).toBe('0');
    // Reach it by keyboard: focus the link before it in the page, then Tab.
    await page.getByRole('button', { name: 'Copy page' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    for (let tabs = 0; tabs < 20 && !(await page.evaluate(() => document.activeElement?.classList.contains('heading-anchor'))); tabs++)
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#what-it-means');
    expect(await opacity(page, selector)).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#what-it-means');
    // Hover shows another heading's link.
    await page.getByRole('heading', { name: 'How to fix it', exact: true }).hover();
    expect(await opacity(page, 'a[href="#how-to-fix-it"].heading-anchor')).toBe('1');
  });
});
