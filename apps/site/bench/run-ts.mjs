#!/usr/bin/env node
/**
 * Runs a TypeScript benchmark of the site's own modules: bundles it with esbuild (packages left
 * external, so they resolve from the site) into node_modules/.cache and imports it.
 *
 *   node bench/run-ts.mjs bench/markdown-pipelines.ts [args…]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const [entry, ...rest] = process.argv.slice(2);
if (!entry) throw new Error('usage: node bench/run-ts.mjs <file.ts> [args…]');
const outDir = path.join(siteRoot, 'node_modules', '.cache', 'bench');
mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, `${path.basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [path.resolve(entry)],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
  logLevel: 'error',
  target: 'node20',
});
process.argv = [process.argv[0], outfile, ...rest];
await import(pathToFileURL(outfile).href);
