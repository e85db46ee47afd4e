import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', navigation: 'src/navigation.ts', 'node/index': 'src/node/index.ts' },
  format: ['esm'],
  target: 'node20',
  // TypeScript 6 deprecates the baseUrl that tsup's d.ts step sets itself.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
});
