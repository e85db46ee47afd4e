/**
 * The demo bundle kept between builds: the last one built, with a manifest of what it was built
 * from. It is reused while its recipe (`demoBundleRecipe`), every file the bundler read (the demos, the
 * player, the toolkit's and React's files in node_modules) and the folders holding the site's own
 * inputs (a demo added to `src/demos/` is picked up by its glob) are unchanged; otherwise it is
 * built again and replaces the kept one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../lib/fingerprint';
import { readJson } from '../lib/write-whole';
import type { BuiltDemoBundle, DemoBundle } from './build';

type Manifest = {
  recipe: string;
  /** Each input file and the hash of its bytes. */
  inputs: Record<string, string>;
  /** Each folder of the site's own inputs and the hash of its listing. */
  folders: Record<string, string>;
  bundle: Omit<DemoBundle, 'dir'>;
};

const MANIFEST = 'manifest.json';

function hashOrMissing(read: () => Buffer | string): string {
  try {
    return sha256(read());
  } catch {
    return 'missing';
  }
}

const fileHash = (file: string) => hashOrMissing(() => readFileSync(file));
const listingHash = (folder: string) => hashOrMissing(() => readdirSync(folder).sort().join('\n'));

/** The folders holding inputs outside node_modules (the site's code, whose globs may pick up a new file). */
function ownFolders(inputs: string[]): string[] {
  return [...new Set(inputs.filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`)).map((file) => path.dirname(file)))].sort();
}

function manifestOf(recipe: string, built: BuiltDemoBundle): Manifest {
  const { dir: _dir, inputs, ...bundle } = built;
  return {
    recipe,
    inputs: Object.fromEntries(inputs.map((file) => [file, fileHash(file)])),
    folders: Object.fromEntries(ownFolders(inputs).map((folder) => [folder, listingHash(folder)])),
    bundle,
  };
}

/** Whether the bundle `manifest` describes is still what a build now would make. */
function isCurrent(manifest: Manifest, recipe: string): boolean {
  return (
    manifest.recipe === recipe &&
    Object.entries(manifest.inputs).every(([file, hash]) => fileHash(file) === hash) &&
    Object.entries(manifest.folders).every(([folder, hash]) => listingHash(folder) === hash)
  );
}

const readManifest = (dir: string) => readJson<Manifest>(path.join(dir, MANIFEST));

/** The kept bundle when it is current, else one built by `build` into a new folder, which is then kept in its place. */
export async function cachedDemoBundle(
  cacheDir: string,
  recipe: string,
  build: (dir: string) => Promise<BuiltDemoBundle>,
): Promise<{ bundle: DemoBundle; reused: boolean }> {
  const kept = path.join(cacheDir, 'current');
  const manifest = await readManifest(kept);
  if (manifest && isCurrent(manifest, recipe)) return { bundle: { dir: kept, ...manifest.bundle }, reused: true };

  // Built beside the kept one and swapped in whole, so a build stopped half-way leaves no torn bundle.
  await mkdir(cacheDir, { recursive: true });
  const fresh = path.join(cacheDir, `next-${process.pid}`);
  const built = await build(fresh);
  await writeFile(path.join(fresh, MANIFEST), JSON.stringify(manifestOf(recipe, built)));
  try {
    await rm(kept, { recursive: true, force: true });
    await rename(fresh, kept);
    return { bundle: { ...built, dir: kept }, reused: false };
  } catch {
    // Another build swapped its own in meanwhile: this one serves from where it was built.
    return { bundle: built, reused: false };
  }
}
