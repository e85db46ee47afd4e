/**
 * The last complete build's record, kept in the cache folder per output folder, and the digest that
 * tells whether the output folder is still as that build left it (every file's path, size and time).
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Presentation } from '@docs/api-reference';
import { filesUnder, sha256 } from '../lib/fingerprint.js';
import { readJson, writeWhole } from '../lib/write-whole.js';
import type { BuildRecord } from './plan.js';

/** The files kept for an output folder, named by its path: `<hash>.json` (the record), `<hash>.<kind>.json`. */
const fileFor = (cacheDir: string, outDir: string, kind?: string) =>
  path.join(cacheDir, 'docs-build', `${sha256(path.resolve(outDir)).slice(0, 16)}${kind ? `.${kind}` : ''}.json`);

const recordFile = (cacheDir: string, outDir: string) => fileFor(cacheDir, outDir);

export const readBuildRecord = (cacheDir: string, outDir: string) => readJson<BuildRecord>(recordFile(cacheDir, outDir));

export async function writeBuildRecord(cacheDir: string, outDir: string, record: BuildRecord): Promise<void> {
  await writeWhole(recordFile(cacheDir, outDir), JSON.stringify(record));
}

/**
 * The pages' generated references (by id) the build of `outDir` put in their Markdown twins: they
 * change only with what a record's shared inputs cover, so a rebuild of a few pages makes their twins
 * from these rather than load and map the API reference (about 0.5 s).
 */
export async function writeTwinReferences(cacheDir: string, outDir: string, presentations: Record<string, Presentation>): Promise<void> {
  await writeWhole(fileFor(cacheDir, outDir, 'twin-references'), JSON.stringify(presentations));
}

export const readTwinReferences = (cacheDir: string, outDir: string) => readJson<Record<string, Presentation>>(fileFor(cacheDir, outDir, 'twin-references'));

/** Forgets what the last build of `outDir` left (its record, its twins' references): the folder is about to change in a way they do not describe, or is gone. */
export async function forgetBuildRecord(cacheDir: string, outDir: string): Promise<void> {
  await Promise.all([recordFile(cacheDir, outDir), fileFor(cacheDir, outDir, 'twin-references')].map((file) => rm(file, { force: true })));
}

/** Every file under `outDir` by path, size and modification time; undefined when the folder is missing. */
export function outputDigest(outDir: string): string | undefined {
  if (!existsSync(outDir)) return undefined;
  const hash = createHash('sha256');
  for (const file of filesUnder(outDir)) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(outDir, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}
