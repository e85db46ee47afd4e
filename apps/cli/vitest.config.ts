import { defineConfig } from 'vitest/config';

// The tests spawn the built binary; each run is a separate process, so give slow machines room.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } });
