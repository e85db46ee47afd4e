/**
 * One package's versions read at most once per run (in memory) and once ever (on disk, under
 * `results/`), so a rerun reads no tarball at all.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileNameOf } from './declarations.js';
import type { ExportsAt, VersionExports } from './version-exports.js';

/** Bump when the way exports are read changes: it invalidates the results on disk. */
const RESULT_FORMAT = 3;

export function cachedExports(cacheDir: string, packageName: string, read: ExportsAt): ExportsAt {
  const resultsDir = path.join(cacheDir, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const inMemory = new Map<string, Promise<VersionExports>>();
  const fromDiskOrRead = async (version: string): Promise<VersionExports> => {
    const file = path.join(resultsDir, `${fileNameOf(packageName)}@${version}.json`);
    if (existsSync(file)) {
      const cached = JSON.parse(readFileSync(file, 'utf8')) as { format: number; result: VersionExports };
      if (cached.format === RESULT_FORMAT) return cached.result;
    }
    const result = await read(version);
    writeFileSync(file, `${JSON.stringify({ format: RESULT_FORMAT, result })}\n`);
    return result;
  };
  return (version) => {
    if (!inMemory.has(version)) inMemory.set(version, fromDiskOrRead(version));
    return inMemory.get(version)!;
  };
}
