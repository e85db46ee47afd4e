/**
 * Reads a catalogue directory:
 *   docs/**\/*.md(x)  one page per file, id = path without extension, YAML frontmatter
 *   sidebars.yaml     the sidebars config (Docusaurus-style authoring form)
 *   version.yaml      the version record
 * and builds it with the same function the site and the CLI use, adding file and line to problems.
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCatalogue, type BuildResult, type PageSource } from '../build.js';
import { idOfPageFile } from '../routes.js';
import type { CatalogueProblem, LoadCode, Problem } from '../problem.js';
import { parseFrontmatter, type ParsedFrontmatter } from './frontmatter.js';
import { readYaml, type YamlSource } from './yaml-source.js';

export const CATALOGUE_FILES = { docs: 'docs', sidebars: 'sidebars.yaml', version: 'version.yaml' } as const;
const PAGE_EXTENSIONS = ['.mdx', '.md'];

export type LoadedPage = PageSource & { file: string; absolutePath: string; body: string };
export type LoadResult = BuildResult & {
  pages: LoadedPage[];
  dir: string;
  /**
   * Gives a problem found after loading (the API reference's checks) the file and line its path
   * points at, as the catalogue's own problems have them: `['docs', id, field]` → the page file and
   * the field's line. Problems pointing elsewhere come back unchanged.
   */
  locate<P extends Problem>(problem: P): P;
};

type YamlFile = { data: unknown; yaml?: YamlSource; problems: CatalogueProblem[] };

function fileProblem(code: LoadCode, message: string, file: string, line?: number): CatalogueProblem {
  return { code, message, severity: 'error', file, path: [], ...(line === undefined ? {} : { line }) };
}

async function listPages(root: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && PAGE_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function readYamlFile(absolutePath: string, file: string, code: LoadCode): Promise<YamlFile> {
  let text: string;
  try {
    text = await readFile(absolutePath, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file is missing' : `the file cannot be read (${(error as Error).message})`;
    return { data: undefined, problems: [fileProblem(code, reason, file)] };
  }
  const yaml = readYaml(text);
  if (yaml.error) return { data: undefined, problems: [fileProblem(code, `invalid YAML: ${yaml.error.message}`, file, yaml.error.line)] };
  return { data: yaml.data, yaml, problems: [] };
}

/**
 * Files read at once. All of them at once leaves no file descriptors to spare: three threads loading
 * a 10,000-page catalogue together ran out (EMFILE) and lost pages. Enough to keep the disk busy.
 */
const READS_AT_ONCE = 64;

/** Runs at most `limit` of the tasks given to it at a time, in the order given. */
function createLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return (task) =>
    new Promise((resolve, reject) => {
      const run = () => {
        active += 1;
        task().then(resolve, reject).finally(next);
      };
      if (active < limit) run();
      else waiting.push(run);
    });
}

/** One page file as read: the page and its frontmatter, or the problems that kept it from being read. */
type PageRead = { page?: LoadedPage; parsed?: ParsedFrontmatter; problems: CatalogueProblem[] };

async function readPage(dir: string, absolutePath: string): Promise<PageRead> {
  const file = path.relative(dir, absolutePath).split(path.sep).join('/');
  const id = idOfPageFile(path.relative(path.resolve(dir, CATALOGUE_FILES.docs), absolutePath));
  let text: string;
  try {
    text = await readFile(absolutePath, 'utf8');
  } catch (error) {
    return { problems: [{ ...fileProblem('unreadable-file', `the page cannot be read (${(error as Error).message})`, file), docId: id }] };
  }
  const parsed = parseFrontmatter(text);
  const problems = parsed.errors.map((error) => ({ ...fileProblem('frontmatter-yaml', error.message, file, error.line), docId: id }));
  return { page: { id, frontmatter: parsed.data ?? {}, file, absolutePath, body: parsed.body }, parsed, problems };
}

/** Reads a catalogue and reads it again after changes, re-reading only the files said to have changed. */
export type CatalogueLoader = {
  /** The catalogue as its files are now (as far as `invalidate` was told). */
  load(): Promise<LoadResult>;
  /** Marks a file or folder (absolute path) as changed, added or removed: the next load reads it again. */
  invalidate(absolutePath: string): void;
};

export function createCatalogueLoader(dir: string): CatalogueLoader {
  const docsRoot = path.resolve(dir, CATALOGUE_FILES.docs);
  const sidebarsPath = path.resolve(dir, CATALOGUE_FILES.sidebars);
  const versionPath = path.resolve(dir, CATALOGUE_FILES.version);
  // Promises, stored before they settle: a change during a load drops the entry, so the next load reads the file again.
  let pageList: Promise<string[]> | undefined;
  const pageReads = new Map<string, Promise<PageRead>>();
  let sidebars: Promise<YamlFile> | undefined;
  let version: Promise<YamlFile> | undefined;
  const inside = (parent: string, child: string) => child === parent || child.startsWith(parent + path.sep);
  const limitReads = createLimit(READS_AT_ONCE);

  return {
    invalidate(changed) {
      const absolute = path.resolve(changed);
      if (inside(absolute, sidebarsPath)) sidebars = undefined;
      if (inside(absolute, versionPath)) version = undefined;
      if (inside(docsRoot, absolute) || inside(absolute, docsRoot)) {
        pageList = undefined;
        for (const file of pageReads.keys()) if (inside(absolute, file)) pageReads.delete(file);
      }
    },
    async load() {
      pageList ??= listPages(docsRoot);
      sidebars ??= readYamlFile(sidebarsPath, CATALOGUE_FILES.sidebars, 'sidebars-file');
      version ??= readYamlFile(versionPath, CATALOGUE_FILES.version, 'version-file');
      const files = await pageList;
      const listed = new Set(files);
      for (const file of pageReads.keys()) if (!listed.has(file)) pageReads.delete(file);
      // Many pages at once (awaiting them one by one leaves the disk idle), but not all: see READS_AT_ONCE.
      const reads = await Promise.all(
        files.map((file) => {
          let read = pageReads.get(file);
          if (!read) {
            read = limitReads(() => readPage(dir, file));
            pageReads.set(file, read);
          }
          return read;
        }),
      );
      return assemble(dir, reads, await sidebars, await version);
    },
  };
}

export function loadCatalogue(dir: string): Promise<LoadResult> {
  return createCatalogueLoader(dir).load();
}

/** The catalogue built from what was read, with every problem given its file and, where the source tells, its line. */
function assemble(dir: string, reads: PageRead[], sidebars: YamlFile, version: YamlFile): LoadResult {
  const readProblems: CatalogueProblem[] = reads.flatMap((read) => read.problems);
  if (reads.length === 0)
    readProblems.push(fileProblem('no-pages', `no page files (.md or .mdx) were found under ${CATALOGUE_FILES.docs}/`, CATALOGUE_FILES.docs));
  // Keyed by file: two files with one id each report lines of their own frontmatter.
  const parsedByFile = new Map<string, ParsedFrontmatter>();
  const pages: LoadedPage[] = [];
  for (const read of reads) {
    if (!read.page || !read.parsed) continue;
    parsedByFile.set(read.page.file, read.parsed);
    pages.push(read.page);
  }

  // Pages whose frontmatter could not be read are reported once, not again by every rule.
  const unreadable = new Set(readProblems.map((problem) => problem.file));
  const buildable = pages.filter((page) => !unreadable.has(page.file));
  const built = buildCatalogue({
    pages: buildable,
    sidebars: sidebars.problems.length ? {} : sidebars.data,
    version: version.problems.length ? undefined : version.data,
    files: { sidebars: CATALOGUE_FILES.sidebars, version: CATALOGUE_FILES.version },
  });
  const ruleProblems = built.problems
    .filter((problem) => !(problem.code === 'version-schema' && version.problems.length))
    .map((problem) => withLine(problem, { parsedByFile, sidebars, version }));

  const fileOfDoc = new Map<string, string>();
  for (const page of pages) if (!fileOfDoc.has(page.id)) fileOfDoc.set(page.id, page.file);
  const locate = <P extends Problem>(problem: P): P => {
    const [root, key] = problem.path;
    const file = problem.file ?? (root === 'docs' && typeof key === 'string' ? fileOfDoc.get(key) : undefined);
    if (root === 'docs' && file === undefined) return problem;
    return withLine(file === problem.file ? problem : { ...problem, file }, { parsedByFile, sidebars, version });
  };

  return { ...built, problems: [...readProblems, ...sidebars.problems, ...version.problems, ...ruleProblems], pages, dir, locate };
}

/** Adds the line that a problem's path points at, where the source file can tell. */
function withLine<P extends Problem>(problem: P, sources: { parsedByFile: Map<string, ParsedFrontmatter>; sidebars: YamlFile; version: YamlFile }): P {
  if (problem.line !== undefined) return problem;
  const [root, key, ...rest] = problem.path;
  let line: number | undefined;
  if (root === 'docs' && typeof key === 'string') {
    const parsed = problem.file === undefined ? undefined : sources.parsedByFile.get(problem.file);
    const yamlLine = parsed?.yaml?.lineOf(rest);
    line = yamlLine === undefined ? 1 : yamlLine + (parsed?.firstLine ?? 1) - 1;
  } else if (root === 'sidebars') {
    line = sources.sidebars.yaml?.lineOf(problem.path.slice(1));
  } else if (root === 'version') {
    line = sources.version.yaml?.lineOf(problem.path.slice(1));
  }
  return line === undefined ? problem : { ...problem, line };
}
