/**
 * One version's declarations on disk: `npm pack` downloads its tarball once into the cache, and
 * only package.json and the declaration files are extracted from it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LimitFunction } from 'p-limit';
import { npm } from '../registry/npm.js';

const execFileAsync = promisify(execFile);

export const DECLARATION_FILE = /\.d\.(ts|mts|cts)$/;

/** A package name as a file name: `@remotion/player` → `remotion__player` (the cache's layout). */
export function fileNameOf(packageName: string): string {
  return packageName.replace('@', '').replace('/', '__');
}

export type DeclarationsDir = {
  /** A folder laid out like a project, with the package in its node_modules, so imports resolve. */
  root: string;
  /** The package's own folder inside it. */
  packageRoot: string;
};

/** Downloads (or reuses) `packageName@version` and extracts its declarations; `limit` bounds the npm processes. */
export async function declarationsOf(cacheDir: string, packageName: string, version: string, limit: LimitFunction): Promise<DeclarationsDir> {
  const root = path.join(cacheDir, 'extract', `${fileNameOf(packageName)}@${version}`);
  const packageRoot = path.join(root, 'node_modules', ...packageName.split('/'));
  const done = path.join(root, '.done');
  if (existsSync(done)) return { root, packageRoot };

  const tarball = await downloadTarball(cacheDir, packageName, version, limit);
  const { stdout: listing } = await execFileAsync('tar', ['-tzf', tarball], { maxBuffer: 64 * 1024 * 1024 });
  const members = listing.split('\n').filter((member) => DECLARATION_FILE.test(member) || /^[^/]+\/package\.json$/.test(member));
  rmSync(root, { recursive: true, force: true });
  mkdirSync(packageRoot, { recursive: true });
  if (members.length > 0) {
    const listFile = path.join(root, '.members');
    writeFileSync(listFile, `${members.join('\n')}\n`);
    await execFileAsync('tar', ['-xzf', tarball, '-C', packageRoot, '--strip-components=1', '-T', listFile], { maxBuffer: 64 * 1024 * 1024 });
  }
  writeFileSync(done, '');
  return { root, packageRoot };
}

async function downloadTarball(cacheDir: string, packageName: string, version: string, limit: LimitFunction): Promise<string> {
  const tarDir = path.join(cacheDir, 'tarballs');
  mkdirSync(tarDir, { recursive: true });
  const tarball = path.join(tarDir, `${fileNameOf(packageName).replace('__', '-')}-${version}.tgz`);
  if (existsSync(tarball)) return tarball;
  await limit(async () => {
    if (existsSync(tarball)) return;
    const downloadDir = mkdtempSync(path.join(tarDir, '.dl-'));
    try {
      await npm(['pack', `${packageName}@${version}`, '--pack-destination', downloadDir, '--json', '--silent'], cacheDir);
      const file = readdirSync(downloadDir).find((name) => name.endsWith('.tgz'));
      if (file === undefined) throw new Error(`npm pack ${packageName}@${version} wrote no tarball`);
      renameSync(path.join(downloadDir, file), tarball);
    } finally {
      rmSync(downloadDir, { recursive: true, force: true });
    }
  });
  return tarball;
}
