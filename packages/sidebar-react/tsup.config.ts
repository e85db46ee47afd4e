import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', dom: 'src/dom.ts' },
  format: ['esm'],
  target: 'es2022',
  // TypeScript 6 deprecates the baseUrl that tsup's d.ts step sets itself.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  external: ['react', 'react-dom', '@docs/catalogue'],
  clean: true,
  sourcemap: true,
  // The stylesheet ships as-is: a plain CSS file, no CSS-in-JS.
  onSuccess: () => copyFile('src/sidebar.css', 'dist/sidebar.css'),
});
