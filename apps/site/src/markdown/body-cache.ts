/**
 * The disk cache of rendered bodies: one JSON file per body, named by a key of everything that
 * shapes the body's HTML (the body and its file, the link targets, the Markdown code, settings and
 * package versions), so a rebuild renders only what changed; each build prunes the entries it did
 * not use.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashFilesUnder, sha256 } from '../lib/fingerprint.js';
import { readJson, writeWhole } from '../lib/write-whole.js';
import type { BodySource, RenderedBody } from './body-renderer.js';
import type { DocLinksOptions } from './doc-links.js';
import type { BodySettings } from './settings.js';

// Every body of a build has the same link targets: hashed once, not once per body.
const linkKeys = new WeakMap<DocLinksOptions, string>();

/** The link targets' part of a key: ids, the home page and extra hrefs decide how links resolve (order does not matter). */
export function linkTargetsKey(targets: DocLinksOptions): string {
  let key = linkKeys.get(targets);
  if (key === undefined) {
    key = sha256(JSON.stringify([targets.catalogue.homeId ?? null, Object.keys(targets.catalogue.docs).sort(), [...(targets.extraHrefs ?? [])].sort()]));
    linkKeys.set(targets, key);
  }
  return key;
}

/** Everything the HTML of one body depends on: the renderer's fingerprint, the link targets' key, the file, frontmatter and body. */
export function bodyKey(fingerprint: string, linkKey: string, page: BodySource): string {
  return sha256(JSON.stringify([fingerprint, linkKey, page.absolutePath, page.frontmatter, page.body]));
}

/** Packages whose version shapes the HTML of a body. */
const RENDERING_PACKAGES = ['markdown-it', 'markdown-it-container', '@astrojs/markdown-remark', 'shiki'];

/**
 * Changes when anything that shapes a body's HTML changes: the site's Markdown code (`src/markdown/`,
 * and the demos in `src/demos/`, whose sources the bodies that embed them show), the versions of the
 * packages that render it, and the settings (plugins by name, Shiki options).
 */
export function markdownFingerprint(siteRoot: string, markdown: BodySettings): string {
  const hash = createHash('sha256');
  for (const dir of [path.join(siteRoot, 'src', 'markdown'), path.join(siteRoot, 'src', 'demos')]) hashFilesUnder(hash, dir);
  const require = createRequire(path.join(siteRoot, 'package.json'));
  for (const name of RENDERING_PACKAGES) {
    let version = 'absent';
    try {
      version = (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
    } catch {
      // A package that exports no package.json: its resolved entry's path carries the version under pnpm.
      version = require.resolve(name);
    }
    hash.update(`${name}@${version}`);
  }
  hash.update(JSON.stringify(markdown, (_key, value: unknown) => (typeof value === 'function' ? `fn:${value.name}` : value)));
  return hash.digest('hex');
}

export type BodyCache = {
  /** Whether entries outlive the process (false: nothing is kept, so bodies must stay in memory). */
  readonly onDisk: boolean;
  read(key: string): Promise<RenderedBody | undefined>;
  write(key: string, body: RenderedBody): Promise<void>;
  has(key: string): boolean;
  /** Removes every entry whose key is not in `keep`. */
  prune(keep: ReadonlySet<string>): Promise<void>;
  /** Which key each page file's body had in the last build (file → key), for a rebuild that finds a page's old body. */
  readIndex(): Promise<Record<string, string>>;
  writeIndex(index: Readonly<Record<string, string>>): Promise<void>;
};

/** No disk cache: every body is rendered in each process (the unit tests). */
export const NO_BODY_CACHE: BodyCache = {
  onDisk: false,
  read: async () => undefined,
  write: async () => {},
  has: () => false,
  prune: async () => {},
  readIndex: async () => ({}),
  writeIndex: async () => {},
};

/** The index's file in the cache folder: not named like an entry (`<key>.json`), so pruning keeps it. */
const INDEX_FILE = 'index-by-file.json';

/** The cache in `dir`, one `<key>.json` per body; the folder is made on the first write. */
export function diskBodyCache(dir: string): BodyCache {
  const fileOf = (key: string) => path.join(dir, `${key}.json`);
  return {
    onDisk: true,
    read: (key) => readJson<RenderedBody>(fileOf(key)),
    write: (key, body) => writeWhole(fileOf(key), JSON.stringify(body)),
    has: (key) => existsSync(fileOf(key)),
    async prune(keep) {
      const entries = await readdir(dir).catch(() => [] as string[]);
      const stale = entries.filter((entry) => entry !== INDEX_FILE && !keep.has(entry.replace(/\.json$/, '')));
      await Promise.all(stale.map((entry) => rm(path.join(dir, entry), { force: true })));
    },
    readIndex: async () => (await readJson<Record<string, string>>(path.join(dir, INDEX_FILE))) ?? {},
    writeIndex: (index) => writeWhole(path.join(dir, INDEX_FILE), JSON.stringify(index)),
  };
}
