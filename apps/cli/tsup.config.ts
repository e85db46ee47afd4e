import { defineConfig } from 'tsup';

export default defineConfig({
  // `cli` is the binary; `index` exposes the pure parts (diff, site check, problem formats) to other tools.
  entry: { cli: 'src/cli.ts', index: 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  // Commands are imported on demand, so `--help` and `validate` never load the HTML parser.
  splitting: true,
  // TypeScript 6 deprecates the baseUrl that tsup's d.ts step sets itself.
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: false,
});
