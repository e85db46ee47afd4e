import { defineConfig } from 'vitest/config';

// Building one TypeScript program over every sample takes a few seconds, more on a cold disk.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 120_000 } });
