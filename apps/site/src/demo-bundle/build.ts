/**
 * The live demos' bundle: the player (`src/scripts/demo-player.tsx`) and every demo, built by
 * Rolldown on its own rather than inside Astro's client build. Bundling React DOM, the toolkit and 68
 * demos took Vite (Rollup) about 6 s of CPU; Rolldown does it in about 1.5 s. Apart, the bundle can
 * be kept between builds (`cache.ts`) and run while the page bodies render on a worker
 * (`src/integrations/demo-bundle.ts`). In `astro dev`, Vite serves the player's source instead.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type OutputChunk, type Plugin, type RollupLog, rolldown, VERSION as rolldownVersion } from 'rolldown';
import { importGlobPlugin } from 'rolldown/experimental';
import { hashFilesUnder } from '../lib/fingerprint';
import { demoPreloadsPlugin } from './demo-preloads';
import { playerCompileHintsPlugin } from './player-compile-hints';
import { staticImports } from './static-imports';
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

/** A bundle just built, with the files the bundler read to build it (what decides whether it can be reused). */
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
 * build, its options and its plugins) and the Rolldown version.
 */
export function demoBundleRecipe({ siteRoot }: DemoBundleTarget): string {
  const hash = hashFilesUnder(createHash('sha256'), path.join(siteRoot, 'src', 'demo-bundle'));
  return hash.update(JSON.stringify({ rolldownVersion })).digest('hex');
}

/**
 * Warnings about packages' own code that nothing here can act on: a `"use client"` directive (for
 * server components, meaningless in a browser bundle) and a comment the bundler cannot read as an annotation.
 */
function isPackageNoise(warning: RollupLog): boolean {
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

/** A demo or the player that does not compile, at its file, line and column: the writer's to fix, so no stack trace. */
export class DemoBundleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoBundleError';
    this.stack = '';
  }
}

type LocatedLog = { message: string; loc?: { file?: string; line: number; column: number } };

/**
 * Rolldown's errors each carry where in which file; a build that failed without one is a fault of the
 * build, thrown as it is.
 */
function locatedError(error: unknown, siteRoot: string): unknown {
  const logs: LocatedLog[] = (error as { errors?: LocatedLog[] } | undefined)?.errors ?? [];
  if (!(error instanceof Error) || logs.length === 0 || !logs.every((log) => log.loc?.file)) return error;
  const lines = logs.map(({ message, loc }) => {
    // The first line says what, after the code in brackets; the rest draws the source around it.
    const what = message.split('\n')[0]!.replace(/^\[[\w:-]+\] /, '');
    return `  ${path.relative(siteRoot, loc!.file!)}:${loc!.line}:${loc!.column + 1}: ${what}`;
  });
  return new DemoBundleError(`The live demos' bundle did not build, so the site is not built:\n${lines.join('\n')}`);
}

/** Builds the bundle into `dir` (emptied first). */
export async function buildDemoBundle(target: DemoBundleTarget, dir: string): Promise<BuiltDemoBundle> {
  try {
    return await bundle(target, dir);
  } catch (error) {
    throw locatedError(error, target.siteRoot);
  }
}

async function bundle({ siteRoot }: DemoBundleTarget, dir: string): Promise<BuiltDemoBundle> {
  const moduleIds = new Set<string>();
  const build = await rolldown({
    cwd: siteRoot,
    input: { 'demo-player': path.join(siteRoot, ENTRY) },
    platform: 'browser',
    // Its options are all here (the recipe hashes this folder), not read from a tsconfig.
    tsconfig: false,
    transform: {
      jsx: { runtime: 'automatic' },
      // Production code whatever NODE_ENV the build inherits: a build started from the tests
      // (NODE_ENV=test) would otherwise bundle React's development build, 60 KB more on Play.
      define: { 'process.env.NODE_ENV': '"production"' },
    },
    // The entry's exports are what the site script imports; Rolldown may add to them, so what the
    // demos share with the player is exported from the player's chunk, not from one more file.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      importGlobPlugin({ root: siteRoot }),
      remotionCopiesPlugin(),
      remotionTreeShakingPlugin(),
      demoPreloadsPlugin(),
      playerCompileHintsPlugin(),
      recordModules(moduleIds),
    ],
    onLog(level, log, handler) {
      if (!isPackageNoise(log)) handler(level, log);
    },
  });
  try {
    const output = await build.write({
      dir,
      cleanDir: true,
      format: 'es',
      minify: true,
      entryFileNames: `${FOLDER}/[name].[hash].js`,
      chunkFileNames: `${FOLDER}/[name].[hash].js`,
      assetFileNames: `${FOLDER}/[name].[hash][extname]`,
    });
    const chunks = new Map(output.output.filter((file): file is OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    if (!entry) throw new Error(`the demo bundle has no entry chunk for ${ENTRY}`);
    return {
      dir,
      entry: entry.fileName,
      preloads: [...staticImports(chunks, entry.fileName)].sort(),
      files: output.output.map((file) => file.fileName).sort(),
      inputs: inputFiles(moduleIds),
    };
  } finally {
    await build.close();
  }
}
