/** Writes a map of relative path → text below a directory, replacing what was there. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_DIR } from './paths.mjs';

/** Removes `dir` and creates it empty. */
export async function resetDir(dir) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

export async function writeTree(dir, files) {
  const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(dir, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  // Bounded batches: thousands of simultaneous writes only exhaust file handles.
  const entries = [...files.entries()];
  for (let start = 0; start < entries.length; start += 256) {
    await Promise.all(entries.slice(start, start + 256).map(([file, text]) => writeFile(path.join(dir, file), text)));
  }
}

/**
 * Our site's favicon, given to the peers too: all three then request the same small icon, and
 * Starlight (whose layout always links /favicon.svg) does not log a 404 that costs it points.
 */
export async function siteFavicon() {
  const file = path.join(SITE_DIR, 'public', 'favicon.svg');
  return existsSync(file) ? readFile(file, 'utf8') : undefined;
}
