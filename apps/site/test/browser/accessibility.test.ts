/** axe-core in Chromium on representative pages, in both themes: nothing serious or critical. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from '../support/browser';

const origin = inject('origin');
const PAGES = [
  '/docs/', // docs home, Guides sidebar
  '/docs/player/api/', // API page
  '/docs/renderer/render-media/', // API page with the generated reference: signature and a long options table
  '/docs/recorder/', // Recorder sidebar with open categories and paid marker
  '/docs/lambda/sqs/', // page in no sidebar
  '/docs/category/designing-visuals/', // generated category page
  '/docs/troubleshooting/sigkill/', // error topic
  '/docs/player/installation/', // install block: package-manager tabs
  '/docs/spring/', // a live demo's placeholder and its code
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['light', 'dark'] as const)('axe (%s theme)', (colorScheme) => {
  it.each(PAGES)('%s has no serious or critical violations', async (path) => {
    const { context, page, troubles } = await openPage(browser, { colorScheme });
    await page.goto(`${origin}${path}`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join('; ')})`,
      );
    await context.close();
    expect(serious).toEqual([]);
    expect(troubles).toEqual([]);
  });
});

it('the search dialog has no serious or critical violations', async () => {
  const { context, page } = await openPage(browser);
  await page.goto(`${origin}/docs/player/api/`);
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', { name: 'Search the docs' }).fill('render');
  await expect.poll(() => page.getByRole('list', { name: 'Search results' }).getByRole('link').count()).toBeGreaterThan(0);
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  await context.close();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});

it.each(['light', 'dark'] as const)(
  'a playing demo, with its player, slider and select, has no serious or critical violations (%s theme)',
  async (colorScheme) => {
    const { context, page, troubles } = await openPage(browser, { colorScheme });
    await page.goto(`${origin}/docs/transitions/presentations/flip/`);
    await page
      .getByRole('button', { name: /^Play:/ })
      .first()
      .click();
    await expect.poll(() => page.locator('.demo-live select').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const { violations } = await new AxeBuilder({ page }).include('.demo').analyze();
    await context.close();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`),
    ).toEqual([]);
    expect(troubles).toEqual([]);
  },
);
