/**
 * Live demos in Chromium: nothing of the player loads before the reader acts; Play loads it and the
 * frame counter advances; Space pauses; ← and → step a frame; a slider changes the props the code
 * receives; with JavaScript off the code shows and no control does. Clean console throughout.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cleanVisits } from '../support/browser';

const origin = inject('origin');
const { start } = cleanVisits(origin);

const frameOf = async (page: Page) => Number(await page.locator('.demo-frame output').first().innerText());

describe('live demos', () => {
  it('load nothing until Play, then play, pause with Space, step with the arrows and follow a slider', async () => {
    const { page } = await start();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/docs/spring/`);
    await page.waitForLoadState('networkidle');
    const before = [...scripts];
    expect(before.some((path) => /demo-player|spring-damping/.test(path))).toBe(false);
    // The code is on the page before anything plays: it is what the demo runs.
    expect(await page.locator('.code-title', { hasText: 'src/demos/spring-damping.tsx' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Play: A spring settling, with its damping' }).click();
    await expect.poll(() => page.locator('.demo-frame output').count(), { timeout: 15_000 }).toBe(1);
    expect(scripts.some((path) => /demo-player/.test(path))).toBe(true);
    const first = await frameOf(page);
    await expect.poll(() => frameOf(page), { timeout: 5_000 }).not.toBe(first);

    // Space pauses: the counter stops.
    await page.keyboard.press('Space');
    const paused = await frameOf(page);
    await page.waitForTimeout(400);
    expect(await frameOf(page)).toBe(paused);

    // → steps one frame (from a paused player).
    await page.locator('.demo-live').first().press('ArrowRight');
    await expect.poll(() => frameOf(page)).toBe((paused + 1) % 90);

    // The slider changes the props the component receives, shown as the code would pass them.
    const slider = page.getByRole('slider', { name: 'damping' });
    await slider.fill('30');
    await expect.poll(() => page.locator('.demo-props').innerText()).toBe('{"damping":30}');
  });

  it('with JavaScript off, show the code and no Play control', async () => {
    const { page } = await start({ javaScriptEnabled: false });
    await page.goto(`${origin}/docs/interpolate/`);
    expect(await page.locator('.code-title', { hasText: 'src/demos/interpolate-ranges.tsx' }).isVisible()).toBe(true);
    expect(await page.locator('.demo-play').isVisible()).toBe(false);
  });
});
