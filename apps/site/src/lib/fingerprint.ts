/** Hashing what a cache entry depends on: files by content, folders by what they hold. */
import { createHash, type Hash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The files under `dir` (all depths), sorted, as absolute paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Adds every file under `dir` to `hash`: its path relative to `dir`, then its bytes. */
export function hashFilesUnder(hash: Hash, dir: string): Hash {
  for (const file of filesUnder(dir)) hash.update(path.relative(dir, file)).update(readFileSync(file));
  return hash;
}
