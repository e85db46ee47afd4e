/**
 * Page bodies as HTML, rendered outside Astro's content layer (which keeps every rendered body in a
 * data store that the build then bundles into the server code: 10 s of a 55 s build on the bodied
 * benchmark, growing with the content). A body comes from memory, else the disk cache
 * (`body-cache.ts`), else the renderer (`body-renderer.ts`), and is kept in both.
 *
 * Astro loads this module twice: once with its config, where `src/integrations/page-bodies.ts`
 * configures it and starts rendering every body, and once in its page bundle, where each page asks
 * for its body and waits for it alone. What both copies must see lives on `globalThis`, and nothing
 * else: the settings, the bodies in memory, the keys this build used (for pruning) and when each
 * body the build renders is ready.
 */
import type { LoadedPage } from '@docs/catalogue/node';
import { countUp } from '../lib/build-timing.js';
import { bodyKey, linkTargetsKey, NO_BODY_CACHE, type BodyCache } from './body-cache.js';
import { createBodyProcessor, type BodyProcessor, type HighlightedBlocks, type LoadHighlighter } from './body-processor.js';
import { renderBody, type BodyRender, type BodySource, type RenderedBody } from './body-renderer.js';
import type { BodySettings } from './settings.js';

export type BodyRendererSettings = {
  /** How bodies are rendered (`settings.ts`); what links may point at is part of each body's key, since links are checked and rewritten. */
  markdown: BodySettings;
  /** Where rendered bodies outlive the process; without it they are kept in memory only. */
  cache?: BodyCache;
  /** Changes whenever the code or versions that shape the HTML change (see `markdownFingerprint`). */
  fingerprint: string;
  /** How this process loads the highlighter (see `createBodyProcessor`); not part of any key, it changes no HTML. */
  loadHighlighter?: LoadHighlighter;
};

type SharedState = {
  settings?: BodyRendererSettings;
  /** The build's rendering of every body, started before the server build and awaited before pages (see `awaitRendering`). */
  rendering?: Promise<void>;
  bodies: Map<string, Promise<RenderedBody>>;
  /** The key each page file's body had since the renderer was configured: pruning keeps exactly these, and the cache's index records them. */
  used: Map<string, string>;
  /** In a build with the cache on disk: no body is kept in memory, each page reads its own back. */
  readBack: boolean;
  /** For each body the build is rendering (by file), settled once it is: its page waits for it alone. */
  ready: Map<string, Promise<void>>;
};

// On globalThis: the config's copy of this module renders the bodies, the page bundle's copy serves them.
const SHARED = Symbol.for('@docs/site:page-bodies');

function shared(): SharedState {
  return ((globalThis as { [SHARED]?: SharedState })[SHARED] ??= { bodies: new Map(), used: new Map(), readBack: false, ready: new Map() });
}

/** Called once the Astro config is resolved (once per build); a new setting forgets the bodies rendered under the old one. */
export function configureBodyRenderer(settings: BodyRendererSettings): void {
  const state = shared();
  state.settings = settings;
  state.rendering = undefined;
  state.bodies.clear();
  state.used.clear();
  state.readBack = false;
  state.ready.clear();
}

function settingsOrThrow(): BodyRendererSettings {
  const { settings } = shared();
  if (!settings) throw new Error('Page bodies were asked for before the page-bodies integration configured the renderer (is it in astro.config.ts?)');
  return settings;
}

const cacheOf = (settings: BodyRendererSettings) => settings.cache ?? NO_BODY_CACHE;

async function keyOf(page: BodySource, settings: BodyRendererSettings): Promise<string> {
  return bodyKey(settings.fingerprint, linkTargetsKey(await settings.markdown.linkTargets()), page);
}

// This copy's processor: building one (Shiki's highlighter) is costly, and each copy renders only when it must.
let processor: { markdown: BodySettings; processor: BodyProcessor } | undefined;

/** Renders a body on this thread, with one processor per setting (and `reuse`'s highlighted blocks, if given). */
export function renderInProcess(page: BodySource, reuse?: HighlightedBlocks): Promise<RenderedBody> {
  const { markdown, loadHighlighter } = settingsOrThrow();
  if (processor?.markdown !== markdown) processor = { markdown, processor: createBodyProcessor(markdown, loadHighlighter) };
  return renderBody(processor.processor, page, reuse);
}

/** The page's body as HTML with its headings: from memory, the disk cache, or rendered now by `render`. */
export async function pageBody(page: BodySource, render: BodyRender = renderInProcess): Promise<RenderedBody> {
  const settings = settingsOrThrow();
  const cache = cacheOf(settings);
  const { bodies, used, readBack } = shared();
  const key = await keyOf(page, settings);
  used.set(page.absolutePath, key);
  let body = bodies.get(key);
  if (!body) {
    body = (async () => {
      const cached = await cache.read(key);
      if (cached) {
        countUp('page bodies: from the disk cache');
        return cached;
      }
      countUp('page bodies: rendered');
      const rendered = await render(page);
      await cache.write(key, rendered);
      return rendered;
    })();
    if (readBack) return body;
    // A failed render (a broken link) is not kept: the next request tries again, after the writer's fix.
    body.catch(() => bodies.delete(key));
    bodies.set(key, body);
  }
  return body;
}

/** Records the build's rendering of every body, so pages wait for it rather than render a body a second time. */
export function renderingStarted(rendering: Promise<void>): void {
  // Handled where it is awaited; until then a failure is not an unhandled rejection.
  rendering.catch(() => undefined);
  shared().rendering = rendering;
}

/** Resolves once the build's bodies are all rendered (at once outside a build); rejects with what their rendering threw. */
export function awaitRendering(): Promise<void> {
  return shared().rendering ?? Promise.resolve();
}

/**
 * Registers each of `pages` as rendered by the build, so its page waits for its body alone rather
 * than for every body; returns what marks one done (or failed).
 */
export function expectBodies(pages: readonly BodySource[]): (page: BodySource, failure?: unknown) => void {
  const { ready } = shared();
  const settle = new Map<string, (failure?: unknown) => void>();
  for (const page of pages) {
    const done = new Promise<void>((resolve, reject) => settle.set(page.absolutePath, (failure) => (failure === undefined ? resolve() : reject(failure))));
    // Handled by the page that awaits it; a body no page asks for fails the build through the rendering instead.
    done.catch(() => undefined);
    ready.set(page.absolutePath, done);
  }
  return (page, failure) => settle.get(page.absolutePath)?.(failure);
}

/** A page's body for the page itself: once the build has rendered it (or every body, for a page it did not expect). */
export async function builtPageBody(page: BodySource): Promise<RenderedBody> {
  await (shared().ready.get(page.absolutePath) ?? awaitRendering());
  return pageBody(page);
}

/** Whether a body is in neither memory nor the disk cache, so it would have to be rendered. */
export async function needsRendering(page: LoadedPage): Promise<boolean> {
  const settings = settingsOrThrow();
  const key = await keyOf(page, settings);
  return !shared().bodies.has(key) && !cacheOf(settings).has(key);
}

/**
 * Drops the rendered bodies from memory when they are on disk, and keeps none from then on: each
 * page reads its own back when it is built, so a 10,000-page build never holds its bodies (at 10×,
 * 9,990 bodies, 107 MB as JSON, were kept until the build ended).
 */
export function releaseRenderedBodies(): void {
  const state = shared();
  if (!state.settings || !cacheOf(state.settings).onDisk) return;
  state.bodies.clear();
  state.readBack = true;
}

/**
 * Removes cached bodies that this build did not use (older versions of edited pages, removed pages)
 * and records which key each page's body has, so a later rebuild can find what a page showed.
 */
export async function settleBodyCache(): Promise<void> {
  const { settings, used } = shared();
  if (!settings) return;
  const cache = cacheOf(settings);
  await cache.prune(new Set(used.values()));
  await cache.writeIndex(Object.fromEntries(used));
}

/** The body a page file had in the build the cache's index records, if the cache still holds it. */
export async function lastBuiltBody(file: string): Promise<RenderedBody | undefined> {
  const cache = cacheOf(settingsOrThrow());
  const key = (await cache.readIndex())[file];
  return key === undefined ? undefined : cache.read(key);
}

/** Records that the pages' bodies are now those of `used` (file → key), leaving the other pages' entries as they were. */
export async function recordBodyKeys(): Promise<void> {
  const { settings, used } = shared();
  if (!settings) return;
  const cache = cacheOf(settings);
  await cache.writeIndex({ ...(await cache.readIndex()), ...Object.fromEntries(used) });
}
