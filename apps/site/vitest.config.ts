import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The live-dev test drives `astro dev`, which on a fully loaded 2-core machine has failed to serve
    // a just-added page for over a minute; the root `test` runs it alone, after everything else (`test:dev`).
    exclude: process.env.DOCS_DEV_TEST ? [] : ['test/browser/dev-reload.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 120_000,
    expect: { poll: { timeout: 5_000, interval: 50 } },
    hookTimeout: 60_000,
    // Browser test files each start their own Chromium; a few at a time keeps the machine responsive.
    maxWorkers: 4,
  },
});
