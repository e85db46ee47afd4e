/**
 * Install blocks in Chromium: npm shows first; a click or the arrow keys pick another manager in every
 * block of the page, remembered on the next page before it paints; with JavaScript off all four
 * commands show, labelled, and no tab list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cleanVisits } from '../support/browser';

const origin = inject('origin');
const { open } = cleanVisits(origin);

/** The command each install block of the page shows, in order. */
const shown = (page: Page) =>
  page
    .locator('.install')
    .evaluateAll((blocks) =>
      blocks.map((block) =>
        [...block.querySelectorAll('.install-panel')]
          .filter((panel) => getComputedStyle(panel).display !== 'none')
          .map((panel) => panel.querySelector('pre')!.textContent!.trim()),
      ),
    );

describe('install blocks', () => {
  it('show npm first, switch every block on a click, and keep the choice on the next page', async () => {
    const page = await open('/docs/player/installation/');
    expect(await shown(page)).toEqual([['npm i --save-exact remotion@4.0.527 @remotion/player@4.0.527']]);
    const tabs = page.getByRole('tablist', { name: 'Package manager' }).first();
    await tabs.getByRole('tab', { name: 'pnpm', exact: true }).click();
    expect(await shown(page)).toEqual([['pnpm add --save-exact remotion@4.0.527 @remotion/player@4.0.527']]);
    expect(await tabs.getByRole('tab', { name: 'pnpm', exact: true }).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.getByRole('tab', { name: 'npm', exact: true }).getAttribute('aria-selected')).toBe('false');
    // The next page opens on pnpm: <html data-pm> is set by the inline script, before any module runs.
    await page.goto(`${origin}/docs/brownfield/`);
    expect(await page.evaluate(() => document.documentElement.dataset.pm)).toBe('pnpm');
    expect((await shown(page)).flat().every((command) => command.startsWith('pnpm '))).toBe(true);
  });

  it('move the selection with the arrow keys, Home and End, wrapping, with focus on the selected tab', async () => {
    const page = await open('/docs/player/installation/');
    const tabs = page.getByRole('tablist', { name: 'Package manager' }).first();
    await tabs.getByRole('tab', { name: 'npm', exact: true }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect([await focused(), await tabs.getByRole('tab', { name: 'pnpm', exact: true }).getAttribute('aria-selected')]).toEqual(['pnpm', 'true']);
    await page.keyboard.press('End');
    expect(await focused()).toBe('bun');
    expect(await shown(page)).toEqual([['bun add --exact remotion@4.0.527 @remotion/player@4.0.527']]);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('npm');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('npm');
    // Only the selected tab is in the Tab order.
    expect(await tabs.getByRole('tab').evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([0, -1, -1, -1]);
  });

  it('with JavaScript off, show all four commands, each labelled, and hide the tab list', async () => {
    const page = await open('/docs/player/installation/', { javaScriptEnabled: false });
    expect((await shown(page))[0]).toEqual([
      'npm i --save-exact remotion@4.0.527 @remotion/player@4.0.527',
      'pnpm add --save-exact remotion@4.0.527 @remotion/player@4.0.527',
      'yarn add --exact remotion@4.0.527 @remotion/player@4.0.527',
      'bun add --exact remotion@4.0.527 @remotion/player@4.0.527',
    ]);
    expect(await page.locator('.install-label').first().isVisible()).toBe(true);
    expect(await page.locator('.install-tabs').first().isVisible()).toBe(false);
  });
});
