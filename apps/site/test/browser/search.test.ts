/** Search in Chromium: opening it, loading on demand, keyboard use, where a page matches (excerpts, sections), and ranking of API names. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type TrackedPage } from '../support/browser';

const origin = inject('origin');
let browser: Browser;
let visit: TrackedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  visit = await openPage(browser);
  page = visit.page;
});
afterAll(async () => {
  await browser.close();
});

const input = () => page.getByRole('searchbox', { name: 'Search the docs' });
/** Every link of the results, in keyboard order: each page, then its matching sections. */
const links = () => page.getByRole('list', { name: 'Search results' }).getByRole('link');
/** One link per page found, in rank order. */
const results = () => page.getByRole('list', { name: 'Search results' }).locator('a.search-result');

/** Types a query and waits until the status line reports results for exactly that query. */
async function search(query: string): Promise<string[]> {
  await input().fill(query);
  await expect
    .poll(() => page.getByRole('status').innerText())
    .toMatch(new RegExp(`(result|results|No results) for “${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
  return await results().evaluateAll((found) => found.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

describe('opening search', () => {
  it('loads no search code or index until search is opened', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${origin}/docs/player/api/`);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/pagefind/') || /search/.test(path))).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => input().evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => requested.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => input().isVisible()).toBe(false);
    page.removeAllListeners('request');
  });

  it('opens with Ctrl+K, Cmd+K and /', async () => {
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.locator('h1').click();
      await page.keyboard.press(keys);
      await expect.poll(() => input().evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => input().isVisible()).toBe(false);
    }
  });

  it('keeps what the reader types right after the shortcut, while the search code loads', async () => {
    const fresh = await openPage(browser);
    await fresh.page.goto(`${origin}/docs/player/api/`);
    await fresh.page.keyboard.press('Control+k');
    await fresh.page.keyboard.type('sigkill');
    const freshInput = fresh.page.getByRole('searchbox', { name: 'Search the docs' });
    await expect.poll(() => freshInput.inputValue()).toBe('sigkill');
    await expect
      .poll(() => fresh.page.getByRole('list', { name: 'Search results' }).getByRole('link').first().getAttribute('href'))
      .toBe('/docs/troubleshooting/sigkill/');
    expect(fresh.troubles).toEqual([]);
    await fresh.context.close();
  });

  it('the input is type=search with an accessible name', async () => {
    await page.keyboard.press('Control+k');
    expect(await input().getAttribute('type')).toBe('search');
  });
});

describe('results', () => {
  it('finds sigkill, showing title, area and where the page matches as one link', async () => {
    const paths = await search('sigkill');
    expect(paths[0]).toBe('/docs/troubleshooting/sigkill/');
    const first = results().first();
    expect(await first.locator('.result-title').innerText()).toBe('Process quit with signal SIGKILL');
    expect(await first.locator('.result-area').innerText()).toBe('Guides › Troubleshooting');
    // The excerpt marks the matched word; it is built from text nodes, never assigned as HTML.
    expect((await first.locator('.result-excerpt mark').allInnerTexts()).some((word) => /sigkill/i.test(word))).toBe(true);
  });

  it('links the sections that match, to their heading, under their page', async () => {
    await search('glibc');
    const sections = page.getByRole('list', { name: 'Search results' }).locator('a.search-section');
    await expect.poll(() => sections.count()).toBeGreaterThan(0);
    const href = (await sections.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/docs\/[^#]+\/#[\w-]+$/);
    // The section's heading exists on its page with that id.
    const [path, id] = href.split('#') as [string, string];
    const html = await (await fetch(`${origin}${path}`)).text();
    expect(html).toContain(`id="${id}"`);
    expect(await sections.first().locator('.section-title').innerText()).not.toBe('');
  });

  it('arrow keys move through the results and back to the input; Enter follows a result', async () => {
    await search('render');
    const count = await links().count();
    expect(count).toBeGreaterThan(2);
    await input().focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() =>
        links()
          .nth(0)
          .evaluate((node) => node === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() =>
        links()
          .nth(1)
          .evaluate((node) => node === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => input().evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const target = await results().nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}${target}`);
    await page.keyboard.press('Control+k');
  });

  it('says so when nothing matches', async () => {
    // Pagefind answers an unknown Latin word with pages holding a word that shares its first letters
    // (since the CLI pages show `-q` and `| jq`, 'qwxz…' finds them), so the query uses letters no page has.
    expect(await search('ŋŧŋŧŋ')).toEqual([]);
    expect(await page.getByRole('status').innerText()).toContain('No results');
  });
});

/**
 * An API name typed as code (or an error's words) finds its page first. Where two packages export
 * the same name (`deploySite()` of Lambda and of Cloud Run), either page may come first, and the
 * other must come second.
 */
const RANKING: [query: string, path: string | [string, string]][] = [
  ['renderMedia', '/docs/renderer/render-media/'],
  ['renderMedia()', '/docs/renderer/render-media/'],
  ['renderStill', '/docs/renderer/render-still/'],
  ['renderFrames', '/docs/renderer/render-frames/'],
  ['getCompositions', '/docs/renderer/get-compositions/'],
  ['selectComposition', '/docs/renderer/select-composition/'],
  ['openBrowser', '/docs/renderer/open-browser/'],
  ['Player', '/docs/player/api/'],
  ['<Player>', '/docs/player/api/'],
  ['Thumbnail', '/docs/player/thumbnail/'],
  ['useCurrentFrame', '/docs/use-current-frame/'],
  ['useVideoConfig', '/docs/use-video-config/'],
  ['interpolate', '/docs/interpolate/'],
  ['interpolateColors', '/docs/interpolate-colors/'],
  ['spring', '/docs/spring/'],
  ['measureSpring', '/docs/measure-spring/'],
  ['Sequence', '/docs/sequence/'],
  ['AbsoluteFill', '/docs/absolute-fill/'],
  ['OffthreadVideo', '/docs/offthreadvideo/'],
  ['staticFile', '/docs/staticfile/'],
  ['delayRender', '/docs/delay-render/'],
  ['continueRender', '/docs/continue-render/'],
  ['registerRoot', '/docs/register-root/'],
  ['getInputProps', '/docs/get-input-props/'],
  ['calculateMetadata', '/docs/calculate-metadata/'],
  ['TransitionSeries', '/docs/transitions/transitionseries/'],
  ['renderMediaOnLambda', '/docs/lambda/rendermediaonlambda/'],
  ['deploySite', ['/docs/lambda/deploysite/', '/docs/cloudrun/deploysite/']],
  ['deployFunction', '/docs/lambda/deployfunction/'],
  ['sigkill', '/docs/troubleshooting/sigkill/'],
  ['ENAMETOOLONG', '/docs/enametoolong/'],
  ['Target closed', '/docs/target-closed/'],
];

describe('ranking', () => {
  it('has at least 20 API-name queries', () => {
    expect(RANKING.length).toBeGreaterThanOrEqual(20);
  });

  it('puts the page of each API name first', async () => {
    const misses: string[] = [];
    for (const [query, expected] of RANKING) {
      const paths = await search(query);
      const wanted = typeof expected === 'string' ? [expected] : expected;
      const top = paths.slice(0, wanted.length);
      if (!wanted.every((path) => top.includes(path))) misses.push(`${query} → ${top.join(', ') || '(nothing)'} (expected ${wanted.join(' and ')})`);
    }
    expect(misses).toEqual([]);
  });

  it('finds a function by the name of one of its options (the generated reference tables), in the top 3', async () => {
    const misses: string[] = [];
    for (const query of ['codec', 'concurrency']) {
      const top = (await search(query)).slice(0, 3);
      if (!top.includes('/docs/renderer/render-media/')) misses.push(`${query} → ${top.join(', ')}`);
    }
    expect(misses).toEqual([]);
  });

  it('finds a troubleshooting page by the words of the error it quotes in its body', async () => {
    const misses: string[] = [];
    for (const [query, expected] of [
      ['could not determine executable to run', '/docs/troubleshooting/could-not-find-executable-to-run/'],
      ['No frame found at position', '/docs/troubleshooting/no-frame-found-at-position/'],
    ] as const) {
      const top = (await search(query)).slice(0, 3);
      if (!top.includes(expected)) misses.push(`${query} → ${top.join(', ')}`);
    }
    expect(misses).toEqual([]);
  });

  it('visiting search caused no console errors or failed requests', () => {
    expect(visit.troubles).toEqual([]);
  });
});
