/**
 * Pagefind's search index of a built site, made by Pagefind's own program, one part at a time
 * (`search-parts.ts`). A full build writes every part fresh. A rebuild of a few pages makes again
 * only the parts that index them, each beside the old one and starting from the old fragments of its
 * other pages: Pagefind names a page's fragment by its content and does not write a file that is
 * already there, so it writes the changed pages' fragments, the index chunks and the meta, not every
 * file (about 1 s less). Nothing else of the old index is carried over, so each folder holds what a
 * fresh index holds.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { filesUnder } from '../lib/fingerprint.js';
import { writeWhole } from '../lib/write-whole.js';
import type { SiteConfig } from '../config/resolve.js';
import { SEARCH_PARTS_FILE, searchParts, type SearchPart } from './search-parts.js';
import { runStep } from './steps.js';

/** The index's folder of page fragments: one file per page, named by its content. */
const FRAGMENTS = 'fragment';

/** Where a rebuild makes a part's new index before it replaces the old one. */
const nextDirOf = (dir: string) => `${dir}.next`;

/** Pagefind's own program for this platform, found as its npm wrapper finds it (the wrapper, a Node process of its own, costs about 0.1 s). */
async function pagefindBinary(siteRoot: string): Promise<string> {
  const packageDir = realpathSync(path.join(siteRoot, 'node_modules', 'pagefind'));
  const { resolveBinaryPath } = (await import(pathToFileURL(path.join(packageDir, 'lib', 'resolveBinary.js')).href)) as {
    resolveBinaryPath: (names: string[]) => string;
  };
  return resolveBinaryPath(['pagefind_extended', 'pagefind']);
}

/** The HTML pages of a built site, relative to it with `/` between folders (the search parts' and Astro's asset folders hold none). */
function htmlPages(siteDir: string): string[] {
  const noPages = (folder: string) => path.dirname(folder) === siteDir && /^(_astro|pagefind)/.test(path.basename(folder));
  return filesUnder(siteDir, noPages)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(siteDir, file).split(path.sep).join('/'));
}

/**
 * The parts of the site's search index. Pagefind's rule for what it indexes is, when any page marks
 * its text with `data-pagefind-body`, only such pages, else every page. Over several parts it is
 * applied here, to the whole site: each part is a run of Pagefind's own, and a part without a marked
 * page would be indexed whole. One part is Pagefind's run over the site, which applies it itself.
 */
function partsOf(config: SiteConfig, siteDir: string): SearchPart[] {
  const pages = htmlPages(siteDir);
  if (pages.length <= config.searchPagesPerPart) return searchParts(pages, config.searchPagesPerPart);
  const marked = pages.filter((page) => readFileSync(path.join(siteDir, ...page.split('/')), 'utf8').includes('data-pagefind-body'));
  return searchParts(marked.length > 0 ? marked : pages, config.searchPagesPerPart);
}

/** Pagefind's address of a page file (`docs/x/index.html` → `/docs/x/`). */
const urlOfPage = (page: string) => `/${page.replace(/(^|\/)index\.html$/, '$1')}`;

/** A hard link, or a copy where the file system has none between the two folders. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await link(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
    return copyFile(from, to);
  });
}

/**
 * Runs Pagefind over `part` of `siteDir` into `output`. With one part it reads the site itself;
 * otherwise a folder beside the site holding links to the part's pages alone, at their own paths so
 * that their URLs stay the same.
 */
async function indexPart(siteRoot: string, siteDir: string, part: SearchPart, onlyPart: boolean, output: string): Promise<void> {
  const binary = await pagefindBinary(siteRoot);
  if (onlyPart) return runStep('Pagefind', binary, ['--site', siteDir, '--output-path', output], siteRoot);
  const partSite = `${siteDir}.search-part`;
  await rm(partSite, { recursive: true, force: true });
  try {
    for (const page of part.pages) {
      const file = path.join(partSite, ...page.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await linkOrCopy(path.join(siteDir, ...page.split('/')), file);
    }
    console.log(`[docs build] search index part ${part.url}: ${part.pages.length} pages`);
    await runStep('Pagefind', binary, ['--site', partSite, '--output-path', output], siteRoot);
  } finally {
    await rm(partSite, { recursive: true, force: true });
  }
}

/** Indexes every page of `siteDir` (its `data-pagefind-*` marks say what), part by part, and lists the parts for the search script. */
export async function indexSearch(config: SiteConfig, siteDir: string): Promise<void> {
  const parts = partsOf(config, siteDir);
  // One after another: each holds its part's index whole, and one at a time is the point.
  for (const part of parts) await indexPart(config.siteRoot, siteDir, part, parts.length === 1, path.join(siteDir, part.dir));
  await writeWhole(path.join(siteDir, SEARCH_PARTS_FILE), `${JSON.stringify(parts.map((part) => part.url))}\n`);
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

/** Hard links in `next` to the fragments in `current` of every page not at `changedUrls`. */
async function seedFragments(current: string, next: string, changedUrls: ReadonlySet<string>): Promise<void> {
  const fragments = path.join(current, FRAGMENTS);
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
}

/** A part's index made again beside the one in use: `next` is to replace `current`. */
export type NextIndex = { next: string; current: string };

/**
 * Indexes again the parts of `siteDir` that hold `changedPages` (HTML files, absolute), each into
 * `<part>.next`, seeded with the part's old fragments of its other pages. Returns the new folders;
 * on failure none is left.
 */
export async function indexSearchBeside(config: SiteConfig, siteDir: string, changedPages: readonly string[]): Promise<NextIndex[]> {
  const changed = new Set(changedPages.map((file) => path.relative(siteDir, file).split(path.sep).join('/')));
  const changedUrls = new Set([...changed].map(urlOfPage));
  const parts = partsOf(config, siteDir);
  const made: NextIndex[] = [];
  try {
    for (const part of parts.filter((candidate) => candidate.pages.some((page) => changed.has(page)))) {
      const current = path.join(siteDir, part.dir);
      const next = nextDirOf(current);
      made.push({ next, current });
      await rm(next, { recursive: true, force: true });
      await seedFragments(current, next, changedUrls);
      await indexPart(config.siteRoot, siteDir, part, parts.length === 1, next);
    }
  } catch (error) {
    await Promise.all(made.map(({ next }) => rm(next, { recursive: true, force: true })));
    throw error;
  }
  return made;
}
