/**
 * The demo bundle kept between builds (reused only while everything it was built from is unchanged)
 * and the module through which the site script loads the player.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltDemoBundle, buildDemoBundle, DemoBundleError } from '../../src/demo-bundle/build';
import { cachedDemoBundle } from '../../src/demo-bundle/cache';
import { demoPlayerModule, demoPlayerModuleCode } from '../../src/demo-bundle/player-module';

let root: string;
let builds: number;

/** A stand-in for the bundler: writes one file and reports `inputs` as what it read. */
const fakeBuild =
  (inputs: string[]) =>
  async (dir: string): Promise<BuiltDemoBundle> => {
    builds += 1;
    await mkdir(path.join(dir, 'demos'), { recursive: true });
    await writeFile(path.join(dir, 'demos', 'demo-player.js'), `export const build = ${builds};`);
    return { dir, entry: 'demos/demo-player.js', preloads: [], files: ['demos/demo-player.js'], inputs };
  };

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'demo-bundle-'));
  builds = 0;
  await mkdir(path.join(root, 'src', 'demos'), { recursive: true });
  await mkdir(path.join(root, 'node_modules', 'remotion'), { recursive: true });
  await writeFile(path.join(root, 'src', 'demos', 'spin.tsx'), 'export const Spin = 1;');
  await writeFile(path.join(root, 'node_modules', 'remotion', 'index.mjs'), 'export const frame = 0;');
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('cachedDemoBundle', () => {
  const cacheDir = () => path.join(root, 'cache');
  const inputs = () => [path.join(root, 'src', 'demos', 'spin.tsx'), path.join(root, 'node_modules', 'remotion', 'index.mjs')];
  const get = (recipe = 'r1') => cachedDemoBundle(cacheDir(), recipe, fakeBuild(inputs()));

  it('builds once, then reuses the kept bundle, whose files are where it says', async () => {
    const first = await get();
    expect(first.reused).toBe(false);
    const second = await get();
    expect(second.reused).toBe(true);
    expect(builds).toBe(1);
    expect(second.bundle.entry).toBe('demos/demo-player.js');
    expect(await readFile(path.join(second.bundle.dir, second.bundle.entry), 'utf8')).toBe('export const build = 1;');
  });

  it('builds again when an input file changes, in the site or in a package', async () => {
    await get();
    await writeFile(path.join(root, 'src', 'demos', 'spin.tsx'), 'export const Spin = 2;');
    expect((await get()).reused).toBe(false);
    await writeFile(path.join(root, 'node_modules', 'remotion', 'index.mjs'), 'export const frame = 1;');
    const rebuilt = await get();
    expect(rebuilt.reused).toBe(false);
    expect(await readFile(path.join(rebuilt.bundle.dir, rebuilt.bundle.entry), 'utf8')).toBe('export const build = 3;');
  });

  it("builds again when a file is added beside the site's inputs (a new demo), not beside a package's", async () => {
    await get();
    await writeFile(path.join(root, 'node_modules', 'remotion', 'extra.mjs'), 'export {};');
    expect((await get()).reused).toBe(true);
    await writeFile(path.join(root, 'src', 'demos', 'bounce.tsx'), 'export const Bounce = 1;');
    expect((await get()).reused).toBe(false);
  });

  it('builds again when an input is removed or the recipe changes', async () => {
    await get();
    expect((await get('r2')).reused).toBe(false);
    await rm(path.join(root, 'node_modules', 'remotion', 'index.mjs'));
    expect((await get('r2')).reused).toBe(false);
  });

  it('keeps the last bundle when a build fails', async () => {
    await get();
    const failing = () => Promise.reject(new Error('demo failed to compile'));
    await writeFile(path.join(root, 'src', 'demos', 'spin.tsx'), 'export const Spin = 2;');
    await expect(cachedDemoBundle(cacheDir(), 'r1', failing)).rejects.toThrow('demo failed to compile');
    await writeFile(path.join(root, 'src', 'demos', 'spin.tsx'), 'export const Spin = 1;');
    expect((await get()).reused).toBe(true);
  });
});

describe('virtual:docs/demo-player', () => {
  it("loads the player's source in dev", () => {
    expect(demoPlayerModuleCode({ from: 'source' })).toContain(`import("/src/scripts/demo-player.tsx")`);
  });

  it('loads the built entry by URL under the base, with a module preload for each of its imports first, once however often it is asked', async () => {
    const code = demoPlayerModuleCode({ from: 'bundle', base: '/_astro/', bundle: { entry: 'demos/demo-player.A1.js', preloads: ['demos/react.B2.js'] } });
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    // Run the module's code with a document that records links and an import that records its URL.
    const run = new Function(
      'document',
      '__import',
      `${code.replace(/^export /m, '').replace(/import\(\/\* @vite-ignore \*\/ ENTRY\)/, '__import(ENTRY)')}\nreturn Promise.all([importDemoPlayer(), importDemoPlayer()]);`,
    );
    const document = { createElement: () => ({}), head: { append: (link: { rel: string; href: string }) => appended.push(link) } };
    await run(document, async (url: string) => imported.push(url));
    expect(appended).toEqual([{ rel: 'modulepreload', href: '/_astro/demos/react.B2.js' }]);
    expect(imported).toEqual(['/_astro/demos/demo-player.A1.js']);
  });

  it('says so when a build loads it before the bundle exists', () => {
    const plugin = demoPlayerModule(() => undefined);
    const load = plugin.load as (id: string) => string | undefined;
    expect(() => load('\0virtual:docs/demo-player')).toThrow('before the demo bundle was built');
  });
});

describe('buildDemoBundle', () => {
  const writePlayer = async (code: string) => {
    await mkdir(path.join(root, 'src', 'scripts'), { recursive: true });
    await writeFile(path.join(root, 'src', 'scripts', 'demo-player.tsx'), code);
  };

  it('builds the player into the folder, naming its entry, files and every input it read', async () => {
    await writePlayer("import { Spin } from '../demos/spin';\nexport const loadDemo = () => Spin;\n");
    const built = await buildDemoBundle({ siteRoot: root, base: '/_astro/' }, path.join(root, 'out'));
    expect(built.entry).toMatch(/^demos\/demo-player\.[\w-]+\.js$/);
    expect(built.files).toContain(built.entry);
    expect(await readFile(path.join(root, 'out', built.entry), 'utf8')).toContain('loadDemo');
    expect(built.inputs).toEqual([path.join(root, 'src', 'demos', 'spin.tsx'), path.join(root, 'src', 'scripts', 'demo-player.tsx')]);
  }, 30_000);

  it('builds for production whatever NODE_ENV the build inherits (the tests run with NODE_ENV=test)', async () => {
    await writePlayer('export const loadDemo = () => (process.env.NODE_ENV === "production" ? "prod" : "dev");\n');
    const built = await buildDemoBundle({ siteRoot: root, base: '/_astro/' }, path.join(root, 'out'));
    const code = await readFile(path.join(root, 'out', built.entry), 'utf8');
    expect(process.env.NODE_ENV).toBe('test');
    expect(code).toMatch(/["'`]prod["'`]/);
    expect(code).not.toMatch(/["'`]dev["'`]/);
  }, 30_000);

  it('stops at a demo that does not compile with its file, line and column, and no stack trace', async () => {
    await writePlayer('export const loadDemo = (;\n');
    const error = await buildDemoBundle({ siteRoot: root, base: '/_astro/' }, path.join(root, 'out')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DemoBundleError);
    expect((error as Error).message).toMatch(/src\/scripts\/demo-player\.tsx:1:\d+: /);
    expect((error as Error).stack).toBe('');
  }, 30_000);
});
