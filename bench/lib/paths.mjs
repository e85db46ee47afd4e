/** Where things are. Everything the bench writes goes below .work/ (projects) or generated/ (outputs). */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BENCH_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const ROOT_DIR = path.dirname(BENCH_DIR);
export const WORK_DIR = path.join(BENCH_DIR, '.work');
export const GENERATED_DIR = path.join(BENCH_DIR, 'generated');
export const SITE_DIR = path.join(ROOT_DIR, 'apps', 'site');
export const SITE_CONTENT_DIR = path.join(SITE_DIR, 'src', 'content');
export const CLI_DIR = path.join(ROOT_DIR, 'apps', 'cli');
export const CATALOGUE_PACKAGE_DIR = path.join(ROOT_DIR, 'packages', 'catalogue');
export const API_REFERENCE_PACKAGE_DIR = path.join(ROOT_DIR, 'packages', 'api-reference');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const TIME_BINARY = '/usr/bin/time';

/** The project directory of one builder at one scale, e.g. .work/x3/starlight. */
export function projectDir(builder, scale) {
  return path.join(WORK_DIR, `x${scale}`, builder);
}

/** The catalogue directory used at one scale; 1× is a byte-for-byte snapshot of the site's. */
export function catalogueDir(scale) {
  return path.join(WORK_DIR, `x${scale}`, 'content');
}

/** Imports the built @docs/catalogue (run the root build first): its main and node entries. */
export async function importCatalogue() {
  const dist = path.join(CATALOGUE_PACKAGE_DIR, 'dist');
  const [core, node] = await Promise.all([
    import(pathToFileURL(path.join(dist, 'index.js')).href),
    import(pathToFileURL(path.join(dist, 'node', 'index.js')).href),
  ]);
  return { ...core, ...node };
}

/** Imports the built @docs/api-reference (the same functions the site's `.md` export uses): main and node entries. */
export async function importApiReference() {
  const dist = path.join(API_REFERENCE_PACKAGE_DIR, 'dist');
  const [core, node] = await Promise.all([
    import(pathToFileURL(path.join(dist, 'index.js')).href),
    import(pathToFileURL(path.join(dist, 'node', 'index.js')).href),
  ]);
  return { ...core, ...node };
}
