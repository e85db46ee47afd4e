/** Writes a map of relative path → text below a directory, replacing what was there. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Removes `dir` except the entries named in `keep` (e.g. a build output we want to time cold anyway). */
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
