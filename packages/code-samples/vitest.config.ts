import { defineConfig } from 'vitest/config';

// Building one TypeScript program over every sample (about 1,000 blocks) and checking it takes
// minutes on a busy 2-core machine, far more than vitest's defaults: limits, not timing assertions.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 300_000 } });
