/**
 * Real Chromium for the browser tests: Debian's /usr/bin/chromium through playwright-core (never a
 * downloaded browser). Every page opened through `openPage` records console errors, failed
 * requests and HTTP errors, so each test can assert that a visit was clean.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
