/** Finding and opening the catalogue directory a command works on. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasErrors } from '@docs/catalogue';
import { loadCatalogue, type LoadResult } from '@docs/catalogue/node';
import { UsageError } from './errors.js';
import { plural, type Output } from './io.js';

/** Where the site keeps its catalogue, relative to the repository root. */
export const SITE_CATALOGUE = path.join('apps', 'site', 'src', 'content');

function isCatalogueDir(dir: string): boolean {
  return existsSync(path.join(dir, 'sidebars.yaml')) || existsSync(path.join(dir, 'docs'));
}

/**
 * The site's catalogue: first by walking up from the working directory (so the CLI works from
 * anywhere in a checkout), then relative to this file (apps/cli/dist → repository root).
 */
export function findDefaultCatalogueDir(cwd: string, moduleUrl: string): string | undefined {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, SITE_CATALOGUE);
    if (isCatalogueDir(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  const fromPackage = path.resolve(path.dirname(fileURLToPath(moduleUrl)), '..', '..', '..', SITE_CATALOGUE);
  return isCatalogueDir(fromPackage) ? fromPackage : undefined;
}

export function requireDirectory(given: string, what: string): string {
  const absolute = path.resolve(given);
  let isDirectory = false;
  try {
    isDirectory = statSync(absolute).isDirectory();
  } catch {
    throw new UsageError(`${what} "${given}" does not exist`);
  }
  if (!isDirectory) throw new UsageError(`${what} "${given}" is not a directory`);
  return absolute;
}

export function resolveCatalogueDir(dirOption: string | undefined): string {
  if (dirOption !== undefined) return requireDirectory(dirOption, '--dir');
  const found = findDefaultCatalogueDir(process.cwd(), import.meta.url);
  if (!found) throw new UsageError(`no catalogue found (looked for ${SITE_CATALOGUE} above ${process.cwd()}); pass --dir`);
  return found;
}

/** Whether `dir` is the site's own catalogue, the one the committed API reference data is written for. */
export function isSiteCatalogue(dir: string): boolean {
  return findDefaultCatalogueDir(process.cwd(), import.meta.url) === path.resolve(dir);
}

/** A path as the user should see it: relative to the working directory when that is shorter. */
export function displayPath(absolute: string, base = process.cwd()): string {
  const relative = path.relative(base, absolute);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative.split(path.sep).join('/');
}

/** The path of a problem's file (relative to the catalogue, or absolute for a file elsewhere such as the API reference's data) for display. */
export function catalogueFilePath(dir: string, file: string, base = process.cwd()): string {
  return displayPath(path.resolve(dir, file), base);
}

export type OpenCatalogue = LoadResult & { dir: string };

export async function openCatalogue(dirOption: string | undefined): Promise<OpenCatalogue> {
  const dir = resolveCatalogueDir(dirOption);
  return { ...(await loadCatalogue(dir)), dir };
}

/** Commands other than `validate` still work on a broken catalogue, but say so once on stderr. */
export function noteIfBroken(opened: OpenCatalogue, io: Output): void {
  if (!hasErrors(opened.problems)) return;
  const count = opened.problems.filter((problem) => problem.severity === 'error').length;
  io.err(io.ec.yellow(`note: ${displayPath(opened.dir)} has ${plural(count, 'error')}; results may be incomplete (run \`docs-catalogue validate\`)`));
}
