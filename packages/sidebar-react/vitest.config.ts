import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // CI runs every package's tests at once on 2 cores; jsdom renders of the full sidebars need room.
    testTimeout: 30_000,
  },
});
