/**
 * Pagefind's search index of a built site, made by Pagefind's own program. A full build writes it
 * fresh into `<site>/pagefind`. A rebuild of a few pages writes it beside the old one, starting from
 * the old one's files: Pagefind names its fragments and index chunks by their content and does not
 * write a file that is already there, so only what changed is written (about 1 s less than writing
 * all 1,077 files anew). The old files the new index no longer refers to are then removed, so the
 * folder holds what a fresh index holds.
 */
import { existsSync, realpathSync } from 'node:fs';
import { link, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { decode } from 'cborg';
import { runStep } from './steps.js';

/** The index's folder in the output (Pagefind's default). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Where a rebuild makes the new index before it replaces the old one. */
export const NEXT_SEARCH_INDEX_DIR = `${SEARCH_INDEX_DIR}.next`;

/** The folders of the index whose files are named by their content (a `<language>_<hash>` stem). */
const CONTENT_NAMED = ['fragment', 'index', 'filter'];

/** The `.pf_meta` file of each language: named by its content too. */
const META = /^pagefind\.(.+)\.pf_meta$/;

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

/** The content-named files of an index folder, relative to it. */
async function contentNamedFiles(indexDir: string): Promise<string[]> {
  const nested = await Promise.all(
    CONTENT_NAMED.filter((dir) => existsSync(path.join(indexDir, dir))).map(async (dir) =>
      (await readdir(path.join(indexDir, dir))).map((name) => path.join(dir, name)),
    ),
  );
  return [...nested.flat(), ...(await readdir(indexDir)).filter((name) => META.test(name))];
}

/** Every string in a decoded CBOR value: the names of the files a meta file refers to are among them. */
function stringsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value instanceof Map) for (const [key, item] of value) stringsIn(item, stringsIn(key, into));
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** The stems (`en_3757b39`) of every content-named file the index in `indexDir` refers to, from its entry file and meta files. */
async function referencedStems(indexDir: string): Promise<Set<string>> {
  const entry = JSON.parse(await readFile(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
  const stems = new Set<string>();
  for (const { hash } of Object.values(entry.languages)) {
    stems.add(hash);
    // A meta file is gzip: Pagefind's signature, then CBOR.
    const bytes = gunzipSync(await readFile(path.join(indexDir, `pagefind.${hash}.pf_meta`)));
    const signature = 'pagefind_dcd';
    if (bytes.subarray(0, signature.length).toString() !== signature)
      throw new Error(`${indexDir}: pagefind.${hash}.pf_meta is not a Pagefind meta file this build can read`);
    stringsIn(decode(bytes.subarray(signature.length), { useMaps: true }), stems);
  }
  return stems;
}

const stemOf = (file: string) => {
  const name = path.basename(file);
  return META.exec(name)?.[1] ?? name.slice(0, name.indexOf('.'));
};

/**
 * Indexes `siteDir` into `<siteDir>/pagefind.next`, starting from hard links to the current index's
 * content-named files, and removes those the new index does not refer to. Returns the new folder.
 */
export async function indexSearchBeside(siteRoot: string, siteDir: string): Promise<string> {
  const current = path.join(siteDir, SEARCH_INDEX_DIR);
  const next = path.join(siteDir, NEXT_SEARCH_INDEX_DIR);
  await rm(next, { recursive: true, force: true });
  const kept = existsSync(current) ? await contentNamedFiles(current) : [];
  await Promise.all([...new Set(kept.map((file) => path.join(next, path.dirname(file))))].map((dir) => mkdir(dir, { recursive: true })));
  // Links, not copies: the same bytes, and the names say they are. Pagefind writes the files whose
  // names it does not find; the others it leaves, and the current index never changes.
  await Promise.all(kept.map((file) => link(path.join(current, file), path.join(next, file))));
  try {
    await runPagefind(siteRoot, siteDir, NEXT_SEARCH_INDEX_DIR);
    const referenced = await referencedStems(next);
    const unreferenced = (await contentNamedFiles(next)).filter((file) => !referenced.has(stemOf(file)));
    await Promise.all(unreferenced.map((file) => rm(path.join(next, file))));
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  return next;
}
