import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'node/index': 'src/node/index.ts',
    'extract/index': 'src/extract/index.ts',
    'extract/cli': 'src/extract/cli.ts',
    'availability-scan/cli': 'src/availability-scan/cli.ts',
  },
  format: ['esm'],
  target: 'node20',
  // TypeScript 6 deprecates the baseUrl that tsup's d.ts step sets itself.
  dts: {
    entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts', 'extract/index': 'src/extract/index.ts' },
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  clean: true,
  sourcemap: true,
});
