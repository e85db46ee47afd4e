/** Hashing what a cache entry depends on: files by content, folders by what they hold. */
import { createHash, type Hash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The files under `dir` (all depths), sorted, as absolute paths; a folder `skip` says yes to is not entered. */
export function filesUnder(dir: string, skip: (folder: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skip(full)) visit(full);
      } else if (entry.isFile()) files.push(full);
    }
  };
  visit(dir);
  return files.sort();
}

/** Adds each of `files` to `hash`: its path relative to `root`, then its bytes. */
export function hashFiles(hash: Hash, root: string, files: readonly string[]): Hash {
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash;
}

/** Adds every file under `dir` to `hash` (see `hashFiles`). */
export function hashFilesUnder(hash: Hash, dir: string): Hash {
  return hashFiles(hash, dir, filesUnder(dir));
}
