/**
 * Live demos in Chromium: nothing of the player loads before the reader acts; Play loads it and the
 * frame counter advances; Space pauses; ← and → step a frame; a slider changes the props the code
 * receives; the player takes the placeholder's place without moving the page; Enter and Space on a
 * Play button play too (loading starts on a pointer going down, which the keyboard never sends);
 * every demo plays on its page; a select changes props too; with JavaScript off the code shows and no control does. Clean
 * console throughout.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMOS } from '../../src/demos/catalog';
import { cleanVisits } from '../support/browser';
import { htmlFiles, pathOfFile } from '../support/dist';

const origin = inject('origin');
const { start } = cleanVisits(origin);

const frameOf = async (page: Page) => Number(await page.locator('.demo-frame output').first().innerText());

/** Each built page that embeds a demo, with the demos it embeds, from the HTML itself. */
function builtDemoPages(): [string, string[]][] {
  return htmlFiles()
    .map((file): [string, string[]] => [pathOfFile(file), [...readFileSync(file, 'utf8').matchAll(/data-demo="([^"]+)"/g)].map((match) => match[1]!)])
    .filter(([, names]) => names.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
}

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

    // Where the demo sits in the document (focusing the player may scroll the window).
    const box = async () =>
      page.locator('.demo[data-demo="spring-damping"]').evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { y: rect.top + window.scrollY, height: rect.height };
      });
    const placeholderBox = await box();
    await page.getByRole('button', { name: 'Play: A spring settling, with its damping' }).click();
    await expect.poll(() => page.locator('.demo-frame output').count(), { timeout: 15_000 }).toBe(1);
    // The placeholder had the player's size: nothing below it moves when the player replaces it.
    const playerBox = await box();
    expect(Math.abs(playerBox.height - placeholderBox.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(playerBox.y - placeholderBox.y)).toBeLessThanOrEqual(1);
    expect(scripts.some((path) => /demo-player/.test(path))).toBe(true);
    const first = await frameOf(page);
    await expect.poll(() => frameOf(page), { timeout: 5_000 }).not.toBe(first);

    // Space pauses: the counter stops (it may show one more frame as the pause lands, as a busy
    // machine can put a render between the key and the read).
    await page.keyboard.press('Space');
    await expect
      .poll(async () => {
        const before = await frameOf(page);
        await page.waitForTimeout(150);
        return (await frameOf(page)) === before;
      })
      .toBe(true);
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

  it('play from the keyboard, with Enter or Space on the Play button', async () => {
    const { page } = await start();
    for (const key of ['Enter', 'Space']) {
      await page.goto(`${origin}/docs/spring/`);
      await page.getByRole('button', { name: 'Play: A spring settling, with its damping' }).press(key);
      await expect.poll(() => page.locator('.demo-frame output').count(), { timeout: 15_000, message: key }).toBe(1);
      await expect.poll(() => frameOf(page), { timeout: 5_000, message: key }).toBeGreaterThan(0);
    }
  });

  it('with JavaScript off, show the code and no Play control', async () => {
    const { page } = await start({ javaScriptEnabled: false });
    await page.goto(`${origin}/docs/interpolate/`);
    expect(await page.locator('.code-title', { hasText: 'src/demos/interpolate-ranges.tsx' }).isVisible()).toBe(true);
    expect(await page.locator('.demo-play').isVisible()).toBe(false);
  });

  // Every demo page in one test: about 100 s on this 2-core machine under load, more than the suite's 120 s allows.
  it('play every demo on its page, each from its own Play button, with a clean console', async () => {
    const pages = builtDemoPages();
    expect(new Set(pages.flatMap(([, names]) => names))).toEqual(new Set(Object.keys(DEMOS)));
    const { page } = await start();
    for (const [href, names] of pages) {
      await page.goto(`${origin}${href}`);
      for (const [index, name] of names.entries()) {
        await page.getByRole('button', { name: `Play: ${DEMOS[name]!.title}` }).click();
        const counter = page.locator(`.demo[data-demo="${name}"] .demo-frame output`);
        await expect
          .poll(async () => Number((await counter.count()) > 0 ? await counter.innerText() : 0), {
            timeout: 15_000,
            message: `${name} on ${href} (demo ${index + 1})`,
          })
          .toBeGreaterThan(2);
      }
    }
  }, 360_000);

  it('follow a select control with the props the code receives', async () => {
    const hasSelect = (name: string) => DEMOS[name]!.controls.some((control) => control.kind === 'select');
    const [href, names] = builtDemoPages().find(([, candidates]) => candidates.some(hasSelect)) ?? [];
    expect(href).toBeDefined();
    const name = names!.find(hasSelect)!;
    const control = DEMOS[name]!.controls.find((candidate) => candidate.kind === 'select')!;
    const option = control.kind === 'select' ? control.options.at(-1)! : '';
    const { page } = await start();
    await page.goto(`${origin}${href}`);
    await page.getByRole('button', { name: `Play: ${DEMOS[name]!.title}` }).click();
    const demo = page.locator(`.demo[data-demo="${name}"]`);
    await demo.getByRole('combobox', { name: control.label }).selectOption(option);
    await expect.poll(async () => JSON.parse(await demo.locator('.demo-props').innerText())[control.prop]).toBe(option);
  });
});
