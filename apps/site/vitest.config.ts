import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    expect: { poll: { timeout: 5_000, interval: 50 } },
    hookTimeout: 60_000,
    // Browser test files each start their own Chromium; a few at a time keeps the machine responsive.
    maxWorkers: 4,
  },
});
