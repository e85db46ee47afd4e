/**
 * The live demos' bundle: the player (`src/scripts/demo-player.tsx`) and every demo, built by Vite
 * on its own rather than inside Astro's client build. It is most of that build's work (Rollup over
 * React DOM, the toolkit and 68 demos), and apart it can be kept between builds (`cache.ts`) and run
 * while the page bodies render on a worker (`src/integrations/demo-bundle.ts`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rollup, rollupVersion, version as viteVersion } from 'vite';
import { hashFilesUnder } from '../lib/fingerprint';
import { playerCompileHintsPlugin } from './player-compile-hints';
import { remotionCopiesPlugin } from './remotion-copies';
import { remotionTreeShakingPlugin } from './remotion-tree-shaking';

/** A built bundle: its files under `dir`, named relative to the public folder they are served from. */
export type DemoBundle = {
  dir: string;
  /** The player's module, which the site script imports on the first Play. */
  entry: string;
  /** What the entry imports, at any depth: fetched beside it rather than after it. */
  preloads: string[];
  files: string[];
};

/** A bundle just built, with the files Rollup read to build it (what decides whether it can be reused). */
export type BuiltDemoBundle = DemoBundle & { inputs: string[] };

/** Where the bundle is built from and served. */
export type DemoBundleTarget = {
  siteRoot: string;
  /** The public URL of the folder the files are copied to (Astro's assets folder, `/_astro/`). */
  base: string;
};

const ENTRY = 'src/scripts/demo-player.tsx';
/** Every file goes in this subfolder of the assets folder, apart from the site's own scripts. */
const FOLDER = 'demos';

/**
 * Changes when anything but the bundle's input files changes what is built: this folder's code (the
 * build and its plugins), the Vite and Rollup versions, the site's tsconfig (JSX) and the public URL.
 */
export function demoBundleRecipe({ siteRoot, base }: DemoBundleTarget): string {
  const hash = hashFilesUnder(createHash('sha256'), path.join(siteRoot, 'src', 'demo-bundle'));
  hash.update(readFileSync(path.join(siteRoot, 'tsconfig.json')));
  return hash.update(JSON.stringify({ viteVersion, rollupVersion, base })).digest('hex');
}

/**
 * Warnings about packages' own code that nothing here can act on: a `"use client"` directive (for
 * server components, meaningless in a browser bundle) and a comment Rollup cannot read as an annotation.
 */
function isPackageNoise(warning: Rollup.RollupLog): boolean {
  return (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') && /[/\\]node_modules[/\\]/.test(warning.id ?? '');
}

/** Collects the id of every module in the build's graph, including those tree-shaking empties. */
function recordModules(ids: Set<string>): Plugin {
  return {
    name: 'docs:demo-bundle-inputs',
    buildEnd() {
      for (const id of this.getModuleIds()) ids.add(id);
    },
  };
}

/** The files behind module ids: without queries (the per-demo copies) or virtual modules. */
function inputFiles(ids: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const id of ids) {
    if (id.startsWith('\0')) continue;
    const file = id.replace(/\?.*$/, '');
    if (path.isAbsolute(file) && existsSync(file)) files.add(file);
  }
  return [...files].sort();
}

/** The chunks `fileName` imports statically, at any depth. */
function staticImports(chunks: Map<string, Rollup.OutputChunk>, fileName: string, seen = new Set<string>()): Set<string> {
  for (const imported of chunks.get(fileName)?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(chunks, imported, seen);
  }
  return seen;
}

/** A demo or the player that does not compile, at its file, line and column: the writer's to fix, so no stack trace. */
export class DemoBundleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoBundleError';
    this.stack = '';
  }
}

/** Rollup's and esbuild's errors carry where in which file; one without is a fault of the build, thrown as it is. */
function locatedError(error: unknown, siteRoot: string): unknown {
  const loc = (error as { loc?: { file?: string; line?: number; column?: number } } | undefined)?.loc;
  if (!(error instanceof Error) || !loc?.file) return error;
  const where = `${path.relative(siteRoot, loc.file)}:${loc.line ?? 1}:${(loc.column ?? 0) + 1}`;
  // esbuild's message is a header, then `file:line:column: ERROR: what`; Rollup's is `[plugin] what`.
  const what = /ERROR: (.*)/.exec(error.message)?.[1] ?? error.message.split('\n')[0]!.replace(/^\[[\w:-]+\] /, '');
  return new DemoBundleError(`The live demos' bundle did not build, so the site is not built:\n  ${where}: ${what}`);
}

/** Builds the bundle into `dir` (emptied first). */
export async function buildDemoBundle(target: DemoBundleTarget, dir: string): Promise<BuiltDemoBundle> {
  try {
    return await viteBuild(target, dir);
  } catch (error) {
    throw locatedError(error, target.siteRoot);
  }
}

async function viteBuild({ siteRoot, base }: DemoBundleTarget, dir: string): Promise<BuiltDemoBundle> {
  const moduleIds = new Set<string>();
  const output = (await build({
    root: siteRoot,
    base,
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    // Vite takes NODE_ENV from the environment before the mode: a build started from the tests
    // (NODE_ENV=test) would bundle React's development build, 60 KB more on Play.
    define: Object.fromEntries(['process.env.NODE_ENV', 'global.process.env.NODE_ENV', 'globalThis.process.env.NODE_ENV'].map((key) => [key, '"production"'])),
    esbuild: { jsx: 'automatic' },
    plugins: [remotionCopiesPlugin(), remotionTreeShakingPlugin(), playerCompileHintsPlugin(), recordModules(moduleIds)],
    build: {
      outDir: dir,
      emptyOutDir: true,
      // As Astro's client build (the site's own scripts): modern syntax, not lowered for older browsers.
      target: 'esnext',
      assetsInlineLimit: 0,
      // Its gzip pass over every chunk prints a table nobody reads here.
      reportCompressedSize: false,
      rollupOptions: {
        input: { 'demo-player': path.join(siteRoot, ENTRY) },
        // The entry's exports are what the site script imports; Rollup may add to them, so what the
        // demos share with the player is exported from the player's chunk, not from one more file.
        preserveEntrySignatures: 'allow-extension',
        onwarn(warning, warn) {
          if (!isPackageNoise(warning)) warn(warning);
        },
        output: {
          entryFileNames: `${FOLDER}/[name].[hash].js`,
          chunkFileNames: `${FOLDER}/[name].[hash].js`,
          assetFileNames: `${FOLDER}/[name].[hash][extname]`,
        },
      },
    },
  })) as Rollup.RollupOutput;
  const chunks = new Map(output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`the demo bundle has no entry chunk for ${ENTRY}`);
  return {
    dir,
    entry: entry.fileName,
    preloads: [...staticImports(chunks, entry.fileName)].sort(),
    files: output.output.map((file) => file.fileName).sort(),
    inputs: inputFiles(moduleIds),
  };
}
