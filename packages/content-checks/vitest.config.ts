import { defineConfig } from 'vitest/config';

// The facts test builds one TypeScript program over the installed packages (4–7 s alone); CI runs
// every package's tests at once on 2 cores.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } });
