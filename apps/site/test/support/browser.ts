/**
 * Real Chromium for the browser tests: Debian's /usr/bin/chromium through playwright-core (never a
 * downloaded browser). Every page opened through `openPage` records console errors, failed
 * requests and HTTP errors, so each test can assert that a visit was clean.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

export type Trouble = { kind: 'console' | 'pageerror' | 'requestfailed' | 'http'; detail: string };

export type TrackedPage = { context: BrowserContext; page: Page; troubles: Trouble[] };

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const troubles: Trouble[] = [];
  page.on('console', (message) => {
    // With --disable-gpu every WebGL read-back (the live demos' effects) logs this; it says nothing about the site.
    if (/GL Driver Message .*GPU stall due to ReadPixels/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') troubles.push({ kind: 'console', detail: `${message.type()}: ${message.text()}` });
  });
  page.on('pageerror', (error) => troubles.push({ kind: 'pageerror', detail: error.message }));
  page.on('requestfailed', (request) => {
    // A navigation away from a page aborts its pending requests; that is not a failure of the site.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() !== 'document') return;
    troubles.push({ kind: 'requestfailed', detail: `${request.url()} ${request.failure()?.errorText ?? ''}` });
  });
  page.on('response', (response) => {
    if (response.status() >= 400) troubles.push({ kind: 'http', detail: `${response.status()} ${response.url()}` });
  });
  return { context, page, troubles };
}

export type CleanVisits = {
  /** The test file's Chromium, for contexts a test manages itself. */
  browser(): Browser;
  /** A tracked page in a fresh context: what it logs must be clean, checked after the test, which closes it. */
  start(options?: BrowserContextOptions): Promise<TrackedPage>;
  /** `start`, then go to `path` on `origin`. */
  open(path: string, options?: BrowserContextOptions): Promise<Page>;
};

/** One Chromium per test file, and visits whose console errors, failed requests and HTTP errors fail the test. */
export function cleanVisits(origin: string): CleanVisits {
  let browser: Browser | undefined;
  let current: TrackedPage | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const troubles = current?.troubles ?? [];
    await current?.context.close();
    current = undefined;
    expect(troubles).toEqual([]);
  });
  const start = async (options: BrowserContextOptions = {}) => {
    current = await openPage(browser!, options);
    return current;
  };
  return {
    browser: () => browser!,
    start,
    async open(path, options = {}) {
      const visit = await start(options);
      await visit.page.goto(`${origin}${path}`);
      return visit.page;
    },
  };
}
