/**
 * Page bodies outside Astro's content layer: rendered once, kept in memory and on disk under a key of
 * everything that shapes them, and worker threads that render exactly what the main thread renders,
 * against the link targets the parent gives them.
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '@docs/catalogue';
import type { LoadedPage } from '@docs/catalogue/node';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteCatalogue } from '../../src/lib/load';
import { diskBodyCache } from '../../src/markdown/body-cache';
import type { BodySource, RenderedBody } from '../../src/markdown/body-renderer';
import { startBodyWorkers } from '../../src/markdown/body-workers';
import { currentLinkTargets } from '../../src/markdown/link-targets';
import {
  builtPageBody,
  configureBodyRenderer,
  expectBodies,
  needsRendering,
  pageBody,
  settleBodyCache,
  lastBuiltBody,
  recordBodyKeys,
  releaseRenderedBodies,
  renderingStarted,
  renderInProcess,
} from '../../src/markdown/page-bodies';
import { BrokenLinksError, type DocLinksOptions } from '../../src/markdown/doc-links';
import { markdownSettings, type BodySettings } from '../../src/markdown/settings';

const SITE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTENT_DIR = path.join(SITE_ROOT, 'src', 'content');
const temporary: string[] = [];
afterAll(async () => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

async function temporaryDir(parent = tmpdir()): Promise<string> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'page-bodies-'));
  temporary.push(dir);
  return dir;
}

/** The site's settings with these link targets (read afresh for each body, as in dev). */
const settingsWith = (targets: () => DocLinksOptions): BodySettings => markdownSettings(SITE_ROOT, async () => targets());

function page(id: string, body: string): LoadedPage {
  return { id, file: `docs/${id}.md`, absolutePath: `/content/docs/${id}.md`, frontmatter: { title: id, description: `About ${id}.` }, body };
}

/** Link targets of a catalogue with these ids, as a new object each time the ids change. */
function targetsOf(ids: string[]): DocLinksOptions {
  const docs = Object.fromEntries(ids.map((id) => [id, { id, title: id, description: '' }]));
  return { catalogue: { version: {}, docs, sidebars: {} } as unknown as Catalogue, docsDir: '/content/docs' };
}

describe('page bodies, cached', () => {
  let cacheDir: string;
  let targets: DocLinksOptions;
  const configure = (fingerprint = 'v1') => configureBodyRenderer({ markdown: settingsWith(() => targets), cache: diskBodyCache(cacheDir), fingerprint });
  const fakeRender = vi.fn(async (source: BodySource): Promise<RenderedBody> => ({ html: `<p>${source.body}</p>`, headings: [] }));

  beforeEach(async () => {
    cacheDir = await temporaryDir();
    targets = targetsOf(['a', 'b']);
    fakeRender.mockClear();
    configure();
  });

  it('renders a body once, then serves it from memory', async () => {
    expect(await pageBody(page('a', 'Hello'), fakeRender)).toEqual({ html: '<p>Hello</p>', headings: [] });
    await pageBody(page('a', 'Hello'), fakeRender);
    expect(fakeRender).toHaveBeenCalledTimes(1);
  });

  it('serves a body from the disk cache to a new process (a warm rebuild)', async () => {
    await pageBody(page('a', 'Hello'), fakeRender);
    configure(); // what a new process starts with: nothing in memory
    expect(await pageBody(page('a', 'Hello'), fakeRender)).toEqual({ html: '<p>Hello</p>', headings: [] });
    expect(fakeRender).toHaveBeenCalledTimes(1);
  });

  it('renders again when the body, the catalogue or the renderer changes', async () => {
    await pageBody(page('a', 'Hello'), fakeRender);
    await pageBody(page('a', 'Hello again'), fakeRender);
    expect(fakeRender).toHaveBeenCalledTimes(2);
    targets = targetsOf(['a', 'b', 'c']); // a page added: links may resolve differently
    await pageBody(page('a', 'Hello again'), fakeRender);
    expect(fakeRender).toHaveBeenCalledTimes(3);
    configure('v2'); // new plugin code or package versions
    await pageBody(page('a', 'Hello again'), fakeRender);
    expect(fakeRender).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed render: the fixed page renders on the next request', async () => {
    const failing = vi.fn(async (): Promise<RenderedBody> => {
      throw new BrokenLinksError([{ file: 'docs/a.md', url: '/docs/nope' }]);
    });
    await expect(pageBody(page('a', 'x'), failing)).rejects.toBeInstanceOf(BrokenLinksError);
    await expect(pageBody(page('a', 'x'), fakeRender)).resolves.toEqual({ html: '<p>x</p>', headings: [] });
  });

  it('prunes what the last build did not use, and records the body each page had', async () => {
    await pageBody(page('a', 'Old text'), fakeRender);
    configure();
    await pageBody(page('a', 'New text'), fakeRender);
    expect(await readdir(cacheDir)).toHaveLength(2);
    await settleBodyCache();
    expect((await readdir(cacheDir)).filter((entry) => entry !== 'index-by-file.json')).toHaveLength(1);
    expect(await lastBuiltBody(page('a', '').absolutePath)).toEqual({ html: '<p>New text</p>', headings: [] });
    expect(await lastBuiltBody('/content/docs/none.md')).toBeUndefined();
  });

  it("adds a rebuild's bodies to the record, keeping the other pages' entries", async () => {
    await pageBody(page('a', 'First'), fakeRender);
    await pageBody(page('b', 'Second'), fakeRender);
    await settleBodyCache();
    configure();
    await pageBody(page('b', 'Second, edited'), fakeRender);
    await recordBodyKeys();
    expect(await lastBuiltBody(page('a', '').absolutePath)).toEqual({ html: '<p>First</p>', headings: [] });
    expect(await lastBuiltBody(page('b', '').absolutePath)).toEqual({ html: '<p>Second, edited</p>', headings: [] });
  });

  it('knows which bodies need rendering, and reads bodies back from disk once released from memory', async () => {
    expect(await needsRendering(page('a', 'Hello'))).toBe(true);
    await pageBody(page('a', 'Hello'), fakeRender);
    expect(await needsRendering(page('a', 'Hello'))).toBe(false);
    releaseRenderedBodies();
    expect(await needsRendering(page('a', 'Hello'))).toBe(false);
    expect(await pageBody(page('a', 'Hello'), fakeRender)).toEqual({ html: '<p>Hello</p>', headings: [] });
    expect(fakeRender).toHaveBeenCalledTimes(1);
  });

  it('keeps no body in memory once released: a page asked for again reads the disk again', async () => {
    await pageBody(page('a', 'Hello'), fakeRender);
    releaseRenderedBodies();
    expect(await pageBody(page('a', 'Hello'), fakeRender)).toEqual({ html: '<p>Hello</p>', headings: [] });
    await rm(cacheDir, { recursive: true, force: true }); // neither in memory nor on disk now: rendered again
    expect(await pageBody(page('a', 'Hello'), fakeRender)).toEqual({ html: '<p>Hello</p>', headings: [] });
    expect(fakeRender).toHaveBeenCalledTimes(2);
  });

  it('keeps bodies in memory when there is no disk cache', async () => {
    configureBodyRenderer({ markdown: settingsWith(() => targets), fingerprint: 'v1' });
    await pageBody(page('a', 'Hello'), fakeRender);
    releaseRenderedBodies();
    await pageBody(page('a', 'Hello'), fakeRender);
    expect(fakeRender).toHaveBeenCalledTimes(1);
  });
});

describe('page bodies on worker threads', () => {
  it('render exactly what the main thread renders, against the link targets they were given, and report broken links the same way', async () => {
    const { pages } = await readSiteCatalogue(CONTENT_DIR);
    // Pages with code, tables, admonitions and links, and one link to no page.
    const sample = pages.filter((candidate) => /```|\n\||:::|\]\(\/docs/.test(candidate.body)).slice(0, 12);
    const broken = { ...sample[0]!, body: `${sample[0]!.body}\n\nSee [this](/docs/no-such-page).` };
    // A target only the parent's link targets have: the workers must use those, not a catalogue of their own.
    const catalogueTargets = await currentLinkTargets(CONTENT_DIR);
    const linkTargets: DocLinksOptions = { ...catalogueTargets, extraHrefs: new Set([...(catalogueTargets.extraHrefs ?? []), '/docs/only-in-the-parent/']) };
    const linked = { ...sample[1]!, body: `${sample[1]!.body}\n\nSee [that](/docs/only-in-the-parent).` };
    const markdown = markdownSettings(SITE_ROOT, async () => linkTargets);
    configureBodyRenderer({ markdown, fingerprint: 'test' });
    // The bundle imports its packages by name, so it must live below the site's node_modules (as the build's does).
    const bundleDir = await temporaryDir(path.join(SITE_ROOT, 'node_modules', '.cache'));
    const workers = await startBodyWorkers({ siteRoot: SITE_ROOT, bundleDir, linkTargets, count: 2 });
    try {
      for (const source of [...sample, linked]) expect(await workers.render(source)).toEqual(await renderInProcess(source));
      expect((await workers.render(linked)).html).toContain('href="/docs/only-in-the-parent/"');
      const error = await workers.render(broken).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BrokenLinksError);
      expect((error as BrokenLinksError).links).toEqual([expect.objectContaining({ url: '/docs/no-such-page' })]);
    } finally {
      await workers.close();
    }
  }, 180_000);
});

describe('a page waiting for its body during the build', () => {
  const targets = targetsOf(['a', 'b']);
  beforeEach(() => configureBodyRenderer({ markdown: settingsWith(() => targets), fingerprint: 'v1' }));

  it('gets its body as soon as that body is rendered, while others still render', async () => {
    const [a, b] = [page('a', 'Body of a.'), page('b', 'Body of b.')];
    const rendered = expectBodies([a, b]);
    let finishAll!: () => void;
    renderingStarted(new Promise<void>((resolve) => (finishAll = resolve)));
    const fake = async (source: BodySource): Promise<RenderedBody> => ({ html: `<p>${source.body}</p>`, headings: [] });
    await pageBody(a, fake);
    rendered(a);
    // b is still rendering and the whole rendering has not finished: a's page does not wait for them.
    expect((await builtPageBody(a)).html).toBe('<p>Body of a.</p>');
    const bWaits = builtPageBody(b);
    let bDone = false;
    void bWaits.then(() => (bDone = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bDone).toBe(false);
    await pageBody(b, fake);
    rendered(b);
    expect((await bWaits).html).toBe('<p>Body of b.</p>');
    finishAll();
  });

  it("fails a page whose body failed, with that body's error", async () => {
    const c = page('c', 'Body of c.');
    const rendered = expectBodies([c]);
    renderingStarted(new Promise<void>(() => undefined));
    const fault = new Error('the highlighter broke');
    rendered(c, fault);
    await expect(builtPageBody(c)).rejects.toBe(fault);
  });
});
