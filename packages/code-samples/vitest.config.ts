import { defineConfig } from 'vitest/config';

// Building one TypeScript program over every sample (about 900 blocks) takes a while, far more
// than vitest's 10-second hook limit on a busy 2-core machine: limits, not timing assertions.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 } });
