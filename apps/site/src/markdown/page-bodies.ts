/**
 * Page bodies as HTML, rendered with Astro's Markdown steps and the site's Markdown settings
 * (`body-processor.ts`), but outside Astro's content layer. The content layer keeps every rendered body in its data store,
 * which the build then bundles into the server code (10 s of a 55 s build on the bodied benchmark,
 * growing with the content); here bodies go from the processor straight to the pages. Rendered
 * bodies are kept in memory and in a disk cache keyed by everything that shapes them, so a rebuild
 * renders only the pages that changed.
 *
 * Astro's config and its page bundle each load their own copy of this module, so the state lives on
 * `globalThis`: `src/integrations/page-bodies.ts` configures it and renders every body before the
 * pages are built; the pages then read what it rendered.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroMarkdownOptions, MarkdownHeading } from '@astrojs/markdown-remark';
import type { LoadedPage } from '@docs/catalogue/node';
import { countUp, timed } from '../lib/build-timing.js';
import { createBodyProcessor, type BodyProcessor } from './body-processor.js';
import { BrokenLinksError, collectingBrokenLinks, type BrokenLink, type DocLinksOptions } from './remark-doc-links.js';

export type RenderedBody = { html: string; headings: MarkdownHeading[] };

/** Whether this renderer makes the page's body: `.md` yes; `.mdx` needs Astro's MDX compiler (the content collection). */
export function rendersBodyOf(page: Pick<LoadedPage, 'file'>): boolean {
  return page.file.endsWith('.md');
}

export type BodyRendererSettings = {
  /** Astro's resolved Markdown settings (with `image`), exactly what its content layer would use. */
  markdown: AstroMarkdownOptions;
  /** Folder of the disk cache; undefined keeps bodies in memory only. */
  cacheDir?: string;
  /** Changes whenever the code or versions that shape the HTML change (see `markdownFingerprint`). */
  fingerprint: string;
  /** What body links may point at now; part of each body's key, since links are checked and rewritten. */
  linkTargets: () => Promise<DocLinksOptions>;
};

type State = {
  settings?: BodyRendererSettings;
  processor?: BodyProcessor;
  bodies: Map<string, Promise<RenderedBody>>;
  /** Keys used since the cache was last pruned, so pruning keeps exactly these. */
  used: Set<string>;
  linkKeys: WeakMap<DocLinksOptions, string>;
};

const STATE = Symbol.for('@docs/site:page-bodies');

function state(): State {
  return ((globalThis as { [STATE]?: State })[STATE] ??= { bodies: new Map(), used: new Set(), linkKeys: new WeakMap() });
}

/** Called once the Astro config is resolved (once per build); a new setting forgets the bodies rendered under the old one. */
export function configureBodyRenderer(settings: BodyRendererSettings): void {
  const current = state();
  current.settings = settings;
  current.processor = undefined;
  current.bodies.clear();
  current.used.clear();
}

function settingsOrThrow(): BodyRendererSettings {
  const { settings } = state();
  if (!settings) throw new Error('Page bodies were asked for before the page-bodies integration configured the renderer (is it in astro.config.ts?)');
  return settings;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The catalogue's part of a body's key: ids, the home page and extra hrefs decide how links resolve. */
function linkKey(options: DocLinksOptions): string {
  const { linkKeys } = state();
  let key = linkKeys.get(options);
  if (key === undefined) {
    key = sha256(JSON.stringify([options.catalogue.homeId ?? null, Object.keys(options.catalogue.docs).sort(), [...(options.extraHrefs ?? [])].sort()]));
    linkKeys.set(options, key);
  }
  return key;
}

/** Everything the HTML of this body depends on. */
async function bodyKey(page: LoadedPage, settings: BodyRendererSettings): Promise<string> {
  return sha256(JSON.stringify([settings.fingerprint, linkKey(await settings.linkTargets()), page.absolutePath, page.frontmatter, page.body]));
}

async function readCached(cacheDir: string | undefined, key: string): Promise<RenderedBody | undefined> {
  if (cacheDir === undefined) return undefined;
  try {
    return JSON.parse(await readFile(path.join(cacheDir, `${key}.json`), 'utf8')) as RenderedBody;
  } catch {
    return undefined;
  }
}

async function writeCached(cacheDir: string | undefined, key: string, body: RenderedBody): Promise<void> {
  if (cacheDir === undefined) return;
  await mkdir(cacheDir, { recursive: true });
  // Written under a temporary name and renamed, so a build stopped half-way leaves no torn entry.
  const file = path.join(cacheDir, `${key}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(body));
  await rename(temporary, file);
}

/** What a body's HTML is made from; a worker thread gets just this. */
export type BodySource = Pick<LoadedPage, 'body' | 'frontmatter' | 'absolutePath'>;

/** Renders a body as Astro's content layer would: the trimmed body, its frontmatter, its file (for relative links). */
export async function renderBodyWith(processor: BodyProcessor, page: BodySource): Promise<RenderedBody> {
  const options = { frontmatter: page.frontmatter as Record<string, unknown>, fileURL: pathToFileURL(page.absolutePath) };
  const body = page.body.trim();
  const { result, broken } = await collectingBrokenLinks(page.absolutePath, () => timed('markdown:render', () => processor.render(body, options)));
  if (broken.length > 0) throw new BrokenLinksError(await withFileLines(page.absolutePath, body, broken));
  return result;
}

/** Body lines as lines of the file: a writer looks for the link in the file, frontmatter included. */
async function withFileLines(file: string, body: string, broken: BrokenLink[]): Promise<BrokenLink[]> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const start = text?.indexOf(body) ?? -1;
  if (text === undefined || start === -1) return broken;
  const offset = text.slice(0, start).split('\n').length - 1;
  return broken.map((link) => (link.line === undefined ? link : { ...link, line: link.line + offset }));
}

/** Renders a body on this thread, with one processor for the whole process. */
export async function renderInProcess(page: BodySource): Promise<RenderedBody> {
  const current = state();
  current.processor ??= createBodyProcessor(settingsOrThrow().markdown);
  return renderBodyWith(current.processor, page);
}

export type BodyRender = (page: BodySource) => Promise<RenderedBody>;

/** The page's body as HTML with its headings: from memory, the disk cache, or rendered now by `render`. */
export async function pageBody(page: LoadedPage, render: BodyRender = renderInProcess): Promise<RenderedBody> {
  const settings = settingsOrThrow();
  const current = state();
  const key = await bodyKey(page, settings);
  current.used.add(key);
  let body = current.bodies.get(key);
  if (!body) {
    body = (async () => {
      const cached = await readCached(settings.cacheDir, key);
      if (cached) {
        countUp('page bodies: from the disk cache');
        return cached;
      }
      countUp('page bodies: rendered');
      const rendered = await render(page);
      await writeCached(settings.cacheDir, key, rendered);
      return rendered;
    })();
    // A failed render (a broken link) is not kept: the next request tries again, after the writer's fix.
    body.catch(() => current.bodies.delete(key));
    current.bodies.set(key, body);
  }
  return body;
}

/**
 * Renders every body before any page is built, so a broken link stops the build before anything is
 * written, and every broken link of every page is reported together, once.
 */
export async function renderAllBodies(pages: readonly LoadedPage[], render?: BodyRender, { lanes = 4 }: { lanes?: number } = {}): Promise<void> {
  const broken: BrokenLink[] = [];
  const failures: unknown[] = [];
  // A few bodies in flight at a time: each holds its syntax trees until it is done, and thousands
  // started at once took 5.3 GB at 10× where a few lanes keep the memory flat.
  let next = 0;
  const lane = async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      await pageBody(page, render).catch((error: unknown) => (error instanceof BrokenLinksError ? broken.push(...error.links) : failures.push(error)));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  if (failures.length > 0) throw failures[0];
  broken.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  if (broken.length > 0) {
    const error = new BrokenLinksError(broken);
    // The writer's to fix, not a fault of the code: no stack trace.
    error.stack = '';
    throw error;
  }
}

/**
 * Drops the rendered bodies from memory when they are on disk: each page reads its own back when it
 * is built, so a 10,000-page build does not hold every body at once.
 */
export function releaseRenderedBodies(): void {
  const current = state();
  if (current.settings?.cacheDir !== undefined) current.bodies.clear();
}

/** Whether a body is in neither the memory nor the disk cache, so it would have to be rendered. */
export async function needsRendering(page: LoadedPage): Promise<boolean> {
  const settings = settingsOrThrow();
  const key = await bodyKey(page, settings);
  return !state().bodies.has(key) && (settings.cacheDir === undefined || !existsSync(path.join(settings.cacheDir, `${key}.json`)));
}

/** Removes cached bodies that this build did not use (older versions of edited pages, removed pages). */
export async function pruneBodyCache(): Promise<void> {
  const { settings, used } = state();
  if (settings?.cacheDir === undefined) return;
  const entries = await readdir(settings.cacheDir).catch(() => [] as string[]);
  await Promise.all(entries.filter((entry) => !used.has(entry.replace(/\.json$/, ''))).map((entry) => rm(path.join(settings.cacheDir!, entry), { force: true })));
}
