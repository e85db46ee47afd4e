/** The body cache: keys that change with everything that shapes a body, and entries on disk written whole and pruned. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Catalogue } from '@docs/catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { startBuildRecord } from '../../src/lib/build-timing';
import { bodyKey, diskBodyCache, linkTargetsKey, markdownFingerprint } from '../../src/markdown/body-cache';
import { markdownSettings } from '../../src/markdown/settings';
import type { DocLinksOptions } from '../../src/markdown/doc-links';

function targets(ids: string[], { homeId, extraHrefs = [] }: { homeId?: string; extraHrefs?: string[] } = {}): DocLinksOptions {
  const docs = Object.fromEntries(ids.map((id) => [id, { id, title: id, description: '' }]));
  return {
    catalogue: { version: {}, docs, sidebars: {}, ...(homeId && { homeId }) } as unknown as Catalogue,
    docsDir: '/content/docs',
    extraHrefs: new Set(extraHrefs),
  };
}

const source = { absolutePath: '/content/docs/a.md', frontmatter: { title: 'A', description: 'About a.' }, body: 'Hello' };

describe('body keys', () => {
  it('depend on the ids, the home page and the extra hrefs, not on their order', () => {
    const key = linkTargetsKey(targets(['a', 'b'], { extraHrefs: ['/docs/category/x/', '/docs/category/y/'] }));
    expect(linkTargetsKey(targets(['b', 'a'], { extraHrefs: ['/docs/category/y/', '/docs/category/x/'] }))).toBe(key);
    expect(linkTargetsKey(targets(['a', 'b', 'c'], { extraHrefs: ['/docs/category/x/', '/docs/category/y/'] }))).not.toBe(key);
    expect(linkTargetsKey(targets(['a', 'b'], { homeId: 'a', extraHrefs: ['/docs/category/x/', '/docs/category/y/'] }))).not.toBe(key);
    expect(linkTargetsKey(targets(['a', 'b'], { extraHrefs: ['/docs/category/x/'] }))).not.toBe(key);
  });

  it('change with the fingerprint, the link targets, the file, the frontmatter and the body', () => {
    const key = bodyKey('v1', 'links', source);
    expect(bodyKey('v1', 'links', { ...source })).toBe(key);
    const changed = [
      bodyKey('v2', 'links', source),
      bodyKey('v1', 'other links', source),
      bodyKey('v1', 'links', { ...source, absolutePath: '/content/docs/b.md' }),
      bodyKey('v1', 'links', { ...source, frontmatter: { ...source.frontmatter, title: 'B' } }),
      bodyKey('v1', 'links', { ...source, body: 'Hello again' }),
    ];
    expect(new Set([key, ...changed]).size).toBe(6);
  });
});

describe('the disk cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'body-cache-')), 'bodies');
  });
  afterEach(async () => rm(path.dirname(dir), { recursive: true, force: true }));

  it('reads back what it wrote, as one file per key, and nothing for a key it never wrote', async () => {
    const cache = diskBodyCache(dir);
    const body = { html: '<h2 id="x">X</h2>', headings: [{ depth: 2, slug: 'x', text: 'X' }] };
    expect(cache.has('k1')).toBe(false);
    expect(await cache.read('k1')).toBeUndefined();
    await cache.write('k1', body);
    expect(cache.has('k1')).toBe(true);
    expect(await cache.read('k1')).toEqual(body);
    expect(await readdir(dir)).toEqual(['k1.json']);
  });

  it('treats an unreadable entry as missing', async () => {
    const cache = diskBodyCache(dir);
    await cache.write('k1', { html: '', headings: [] });
    await writeFile(path.join(dir, 'k1.json'), '{"html": "cut off');
    expect(await cache.read('k1')).toBeUndefined();
  });

  it('prunes every entry not kept', async () => {
    const cache = diskBodyCache(dir);
    for (const key of ['k1', 'k2', 'k3']) await cache.write(key, { html: key, headings: [] });
    await cache.prune(new Set(['k2']));
    expect(await readdir(dir)).toEqual(['k2.json']);
  });

  it('prunes nothing, and does not fail, before anything was written', async () => {
    await expect(diskBodyCache(dir).prune(new Set())).resolves.toBeUndefined();
  });
});

describe('the renderer fingerprint', () => {
  const RECORD = Symbol.for('@docs/site:build-phases');
  const siteRoot = fileURLToPath(new URL('../../', import.meta.url));
  const fingerprint = () =>
    markdownFingerprint(
      siteRoot,
      markdownSettings(siteRoot, async () => targets([])),
    );
  afterEach(() => {
    delete (globalThis as { [RECORD]?: unknown })[RECORD];
  });

  it('is the same whether the build records its phases or not, so a timed build and a plain one share cached bodies', () => {
    const plain = fingerprint();
    startBuildRecord();
    expect(fingerprint()).toBe(plain);
  });
});
