import { defineConfig } from 'vitest/config';

// The extractor tests build a TypeScript program; CI runs every package's tests at once on 2 cores.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 } });
