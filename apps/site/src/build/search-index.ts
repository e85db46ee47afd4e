/**
 * Pagefind's search index of a built site, made by Pagefind's own program. A full build writes it
 * fresh into `<site>/pagefind`. A rebuild of a few pages writes it beside the old one, starting from
 * the old fragments of every other page: Pagefind names a page's fragment by its content and does not
 * write a file that is already there, so it writes the changed pages' fragments, the index chunks
 * and the meta, not all 1,077 files (about 1 s less). Nothing else of the old index is carried over,
 * so the folder holds what a fresh index holds.
 */
import { existsSync, realpathSync } from 'node:fs';
import { link, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { runStep } from './steps.js';

/** The index's folder in the output (Pagefind's default). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Where a rebuild makes the new index before it replaces the old one. */
export const NEXT_SEARCH_INDEX_DIR = `${SEARCH_INDEX_DIR}.next`;

/** The index's folder of page fragments: one file per page, named by its content. */
const FRAGMENTS = 'fragment';

/** Pagefind's own program for this platform, found as its npm wrapper finds it (the wrapper, a Node process of its own, costs about 0.1 s). */
async function pagefindBinary(siteRoot: string): Promise<string> {
  const packageDir = realpathSync(path.join(siteRoot, 'node_modules', 'pagefind'));
  const { resolveBinaryPath } = (await import(pathToFileURL(path.join(packageDir, 'lib', 'resolveBinary.js')).href)) as {
    resolveBinaryPath: (names: string[]) => string;
  };
  return resolveBinaryPath(['pagefind_extended', 'pagefind']);
}

const runPagefind = async (siteRoot: string, siteDir: string, outputSubdir: string) =>
  runStep('Pagefind', await pagefindBinary(siteRoot), ['--site', siteDir, '--output-subdir', outputSubdir], siteRoot);

/** Indexes every page of `siteDir` (its `data-pagefind-*` marks say what) into `<siteDir>/pagefind`. */
export async function indexSearch(siteRoot: string, siteDir: string): Promise<void> {
  await runPagefind(siteRoot, siteDir, SEARCH_INDEX_DIR);
}

/** The URL a fragment is of: a fragment is gzip, Pagefind's signature, then JSON starting with the page's `url`. */
async function urlOfFragment(file: string): Promise<string | undefined> {
  const text = gunzipSync(await readFile(file)).toString('utf8');
  const json = text.slice(text.indexOf('{'));
  try {
    return (JSON.parse(json) as { url?: string }).url;
  } catch {
    return undefined;
  }
}

/**
 * Indexes `siteDir` into `<siteDir>/pagefind.next`, starting from hard links to the current index's
 * fragments of the pages not at `changedUrls` (site paths, `/docs/x/`). Returns the new folder.
 */
export async function indexSearchBeside(siteRoot: string, siteDir: string, changedUrls: ReadonlySet<string>): Promise<string> {
  const fragments = path.join(siteDir, SEARCH_INDEX_DIR, FRAGMENTS);
  const next = path.join(siteDir, NEXT_SEARCH_INDEX_DIR);
  await rm(next, { recursive: true, force: true });
  await mkdir(path.join(next, FRAGMENTS), { recursive: true });
  const names = existsSync(fragments) ? await readdir(fragments) : [];
  // Links, not copies: the same bytes, and their names say so. A changed page's old fragment is left
  // out, so no file of the old index stays that the new one does not name.
  await Promise.all(
    names.map(async (name) => {
      const url = await urlOfFragment(path.join(fragments, name));
      if (url !== undefined && !changedUrls.has(url)) await link(path.join(fragments, name), path.join(next, FRAGMENTS, name));
    }),
  );
  try {
    await runPagefind(siteRoot, siteDir, NEXT_SEARCH_INDEX_DIR);
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  return next;
}
