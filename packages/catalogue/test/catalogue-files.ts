/** Catalogue directories on disk for the loader tests: written to temporary folders, removed after the file's tests. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { CURRENT_VERSION } from '../src/index.js';

/** The current version record as `version.yaml` text. */
export const VERSION_YAML = Object.entries(CURRENT_VERSION)
  .map(([key, value]) => `${key}: ${value === null ? 'null' : String(value)}`)
  .join('\n');

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes one file of a catalogue directory, creating its folders. */
export async function writeCatalogueFile(dir: string, name: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
  await writeFile(path.join(dir, name), text);
}

/** A temporary catalogue directory holding these files; `undefined` leaves a file out. */
export async function catalogueDir(files: Record<string, string | undefined>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalogue-test-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) if (text !== undefined) await writeCatalogueFile(dir, name, text);
  return dir;
}
