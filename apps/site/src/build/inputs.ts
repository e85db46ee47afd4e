/**
 * What a build of the site reads, hashed in two parts: the page bodies, one hash per page file, and
 * everything else in one hash. A page's body shows on its own page only (its HTML, its Markdown
 * twin, its part of `llms-full.txt` and of the search index); anything in the other part can show on
 * every page (a title in the sidebar, a component, a setting), so a change there rebuilds them all.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_FILES, splitFrontmatter } from '@docs/catalogue/node';
import { ConfigError, type SiteConfig } from '../config/resolve.js';
import { filesUnder, hashFiles, sha256 } from '../lib/fingerprint.js';
import { lastCommitDates } from '../lib/git-dates.js';

export type BuildInputs = {
  /** The site's code and public files, its workspace packages, the lockfile, Node's version, the settings, every page's frontmatter, the other content files and the pages' commit dates. */
  shared: string;
  /** Each page file's body, hashed: absolute path → hash. */
  bodies: Record<string, string>;
};

/** The inputs, and the files they were read from (to tell later whether one changed since). */
export type ReadInputs = { inputs: BuildInputs; files: string[] };

/** Folders of the site that no build reads (its packages, tests and benchmarks) or that builds write. */
const NOT_READ = new Set(['node_modules', 'dist', 'test', 'bench', '.astro', '.turbo']);

const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');

/** The workspace packages the site depends on (`@docs/*`), as their folders (pnpm links them). */
function workspacePackages(siteRoot: string): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(siteRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(dependencies)
    .filter((name) => dependencies[name]!.startsWith('workspace:'))
    .sort()
    .map((name) => realpathSync(path.join(siteRoot, 'node_modules', name)));
}

/** The nearest `pnpm-lock.yaml` above the site: it pins every third-party package the build runs. */
function lockfileOf(siteRoot: string): string | undefined {
  for (let dir = siteRoot; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'pnpm-lock.yaml');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** What a build of `config` would read now. */
export async function buildInputs(config: SiteConfig, outDir: string): Promise<ReadInputs> {
  const { contentDir } = config;
  if (!existsSync(contentDir)) throw new ConfigError(`The content folder ${contentDir} does not exist (DOCS_CONTENT_DIR, else contentDir in docs.config.ts)`);
  // Without the trailing slash the config's folder has, so it compares with path.dirname's.
  const siteRoot = path.resolve(config.siteRoot);
  const shared = createHash('sha256').update(`node ${process.version}\n${JSON.stringify(config)}\n`);

  const siteFiles = filesUnder(
    siteRoot,
    (dir) => (path.dirname(dir) === siteRoot && NOT_READ.has(path.basename(dir))) || inside(contentDir, dir) || inside(outDir, dir),
  );
  hashFiles(shared, siteRoot, siteFiles);
  const read = [...siteFiles];
  for (const dir of workspacePackages(siteRoot)) {
    // Their own dependencies and caches (the toolkit's packages under api-reference's .cache) are not what the site reads.
    const files = filesUnder(dir, (folder) => path.basename(folder) === 'node_modules' || path.basename(folder).startsWith('.'));
    hashFiles(shared, dir, files);
    read.push(...files);
  }
  const lockfile = lockfileOf(siteRoot);
  if (lockfile) {
    hashFiles(shared, path.dirname(lockfile), [lockfile]);
    read.push(lockfile);
  }

  const docsDir = path.join(contentDir, CATALOGUE_FILES.docs);
  const bodies: Record<string, string> = {};
  for (const file of filesUnder(contentDir)) {
    read.push(file);
    const text = readFileSync(file, 'utf8');
    const isPage = inside(docsDir, file) && /\.mdx?$/.test(file);
    const body = isPage ? splitFrontmatter(text).body : '';
    // What precedes the body (the frontmatter) is shared: titles and descriptions show on other pages.
    shared.update(`\n${path.relative(contentDir, file)}\n`).update(text.slice(0, text.length - body.length));
    if (isPage) bodies[file] = sha256(body);
  }
  shared.update(JSON.stringify([...(await lastCommitDates(contentDir))].sort()));
  return { inputs: { shared: shared.digest('hex'), bodies }, files: read };
}

/** Whether any of `files` was changed (or removed) at or after `since` (epoch milliseconds): a stat of each, nothing read. */
export function changedSince(files: readonly string[], since: number): boolean {
  return files.some((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Number.POSITIVE_INFINITY) >= since);
}
