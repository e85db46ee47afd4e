/**
 * The built site on disk, page by page against the catalogue: routes, head metadata, redirect
 * stubs, navigation data, llms.txt, Markdown twins, sitemap, robots and 404.
 */
import { publishedCatalogue } from '@docs/api-reference';
import { loadApiReference } from '@docs/api-reference/node';
import { routeOf, toDocusaurusVersionMetadata, type Catalogue } from '@docs/catalogue';
import { loadCatalogue, type LoadResult } from '@docs/catalogue/node';
import { isTag } from 'domhandler';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/resolve';
import { DIST_DIR, all, fileOfPath, linkRel, meta, one, readPage, text } from '../support/dist';

const CONFIG = loadSiteConfig(process.env);
const SITE = CONFIG.siteUrl;

/**
 * Where a page must be served, written out here rather than asked of the route code under test: the
 * home page (`slug: /`, getting-started) at /docs/, `x/index` at its folder, anything else at its id,
 * always with the trailing slash.
 */
function expectedHref(id: string): string {
  if (id === 'getting-started') return '/docs/';
  return `/docs/${id.replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/');
}
let loaded: LoadResult;
let catalogue: Catalogue;
/** The catalogue as the site publishes it: descriptions with the "Available from" note of the API reference's data. */
let published: Catalogue;

beforeAll(async () => {
  loaded = await loadCatalogue(CONFIG.contentDir);
  catalogue = loaded.catalogue;
  published = publishedCatalogue(catalogue, loadApiReference().sources!);
});

const read = (file: string) => readFileSync(path.join(DIST_DIR, file), 'utf8');
const docs = () => Object.values(catalogue.docs);

describe('pages', () => {
  it('every page is written at its canonical route, with its title, description and canonical URL', () => {
    const problems: string[] = [];
    for (const doc of docs()) {
      const href = expectedHref(doc.id);
      if (routeOf(catalogue, doc.id) !== href) problems.push(`${doc.id}: the site links it as ${routeOf(catalogue, doc.id)}, not ${href}`);
      const file = fileOfPath(href);
      if (!file) {
        problems.push(`${doc.id}: nothing at ${href}`);
        continue;
      }
      const page = readPage(href);
      const title = text(one(page, (element) => element.name === 'title'));
      if (title !== `${doc.title} | Remotion Docs`) problems.push(`${doc.id}: <title> is ${title}`);
      if (meta(page, 'name', 'description') !== published.docs[doc.id]!.description) problems.push(`${doc.id}: meta description differs`);
      if (doc.movedTo === undefined) {
        if (linkRel(page, 'canonical') !== `${SITE}${href}`) problems.push(`${doc.id}: canonical is ${linkRel(page, 'canonical')}`);
        if (text(one(page, (element) => element.name === 'h1')) !== doc.title) problems.push(`${doc.id}: <h1> differs`);
        if (meta(page, 'property', 'og:url') !== `${SITE}${href}`) problems.push(`${doc.id}: og:url differs`);
        if (meta(page, 'property', 'og:title') !== doc.title) problems.push(`${doc.id}: og:title differs`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the docs home is Getting started at /docs/, and its own id forwards there', () => {
    expect(catalogue.homeId).toBe('getting-started');
    expect(text(one(readPage('/docs/'), (element) => element.name === 'h1'))).toBe(catalogue.docs['getting-started']!.title);
    const alias = readPage('/docs/getting-started/');
    const refresh = one(alias, (element) => element.name === 'meta' && element.attribs['http-equiv'] === 'refresh');
    expect(refresh?.attribs.content).toBe('0; url=/docs/');
    expect(linkRel(alias, 'canonical')).toBe(`${SITE}/docs/`);
  });

  it('catalogue strings are escaped, never markup', () => {
    const html = read('docs/player/api/index.html');
    expect(html).toContain('<h1 data-pagefind-weight="10">&lt;Player&gt;</h1>');
    expect(html).toContain('<title>&lt;Player&gt; | Remotion Docs</title>');
  });

  it('only page bodies are indexed for search; the title is weighted and description and area are metadata', () => {
    const page = readPage('/docs/player/api/');
    const bodies = all(page, (element) => 'data-pagefind-body' in element.attribs);
    expect(bodies.map((element) => element.name)).toEqual(['article']);
    expect(bodies[0]!.attribs['data-area']).toBe('API › @remotion/player');
    expect(one(page, (element) => element.name === 'h1')?.attribs['data-pagefind-weight']).toBe('10');
    expect(one(page, (element) => element.attribs['data-pagefind-meta'] === 'description')?.name).toBe('p');
    expect(all(page, (element) => element.name === 'nav' && 'data-pagefind-body' in element.attribs)).toEqual([]);
  });
});

describe('redirect stubs', () => {
  it('say where the page moved, refresh there, point canonical at the target and are not indexed', () => {
    const stubs = docs().filter((doc) => doc.movedTo !== undefined);
    expect(stubs.length).toBeGreaterThanOrEqual(5);
    for (const stub of stubs) {
      const target = expectedHref(stub.movedTo!);
      const page = readPage(expectedHref(stub.id));
      const notice = one(page, (element) => element.attribs.class === 'moved');
      expect(text(notice)).toBe(`This page has moved to ${catalogue.docs[stub.movedTo!]!.title}.`);
      expect(one(notice!, (element) => element.name === 'a')?.attribs.href).toBe(target);
      expect(one(page, (element) => element.attribs['http-equiv'] === 'refresh')?.attribs.content).toBe(`0; url=${target}`);
      expect(linkRel(page, 'canonical')).toBe(`${SITE}${target}`);
      expect(meta(page, 'name', 'robots')).toBe('noindex');
      expect(all(page, (element) => 'data-pagefind-body' in element.attribs)).toEqual([]);
    }
  });
});

describe('_redirects', () => {
  it('sends every stub and the home page’s id route to its target with a 301, one line each', () => {
    const lines = read('_redirects')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    const expected = docs()
      .filter((doc) => doc.movedTo !== undefined)
      .map((doc) => `${expectedHref(doc.id)} ${expectedHref(doc.movedTo!)} 301`);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(lines.sort()).toEqual([...expected, '/docs/getting-started/ /docs/ 301'].sort());
  });
});

describe('navigation data and files for tools', () => {
  it('/docs/catalogue.json is toDocusaurusVersionMetadata of the catalogue as published', () => {
    const json = JSON.parse(read('docs/catalogue.json'));
    expect(json).toEqual(JSON.parse(JSON.stringify(toDocusaurusVersionMetadata(published))));
    expect(json).toMatchObject({ pluginId: 'default', version: 'current', label: 'Next', isLast: true });
    expect(Object.keys(json.docsSidebars)).toEqual(['mainSidebar', 'apiSidebar', 'recorderSidebar']);
  });

  it('/llms.txt lists every page but the stubs, by area, with its Markdown URL and description', () => {
    const llms = read('llms.txt');
    expect(llms.startsWith('# Remotion Docs\n')).toBe(true);
    for (const heading of ['## Guides: Getting started', '## Guides: Troubleshooting', '## Recorder: Recorder']) expect(llms).toContain(heading);
    expect(llms).toMatch(/^## API/m);
    for (const doc of docs()) {
      const url = `${SITE}/docs/${doc.id}.md`;
      if (doc.movedTo === undefined) expect(llms, doc.id).toContain(`](${url}): `);
      else expect(llms, doc.id).not.toContain(`](${url})`);
    }
  });

  it('/llms-full.txt holds every page but the stubs, as its Markdown twin, in the sidebars’ reading order', () => {
    const full = read('llms-full.txt');
    expect(full.startsWith('# Remotion Docs\n')).toBe(true);
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
    expect(sources.length).toBe(docs().filter((doc) => doc.movedTo === undefined).length);
    // Reading order: the guides' first pages come before the API reference, which comes before the Recorder.
    const position = (id: string) => sources.indexOf(`${SITE}${expectedHref(id)}`);
    expect(position('the-fundamentals')).toBeLessThan(position('renderer/render-media'));
    expect(position('renderer/render-media')).toBeLessThan(position('recorder'));
    expect(full).toContain(read('docs/renderer/render-media.md'));
  });

  it('each page has a Markdown twin at /docs/<id>.md with title, description and body', () => {
    for (const page of loaded.pages) {
      const file = path.join(DIST_DIR, 'docs', `${page.id}.md`);
      expect(existsSync(file), page.id).toBe(true);
    }
    const doc = catalogue.docs['troubleshooting/sigkill']!;
    const markdown = read('docs/troubleshooting/sigkill.md');
    expect(markdown.startsWith(`# ${doc.title}\n\n> ${doc.description}\n`)).toBe(true);
    const body = loaded.pages.find((page) => page.id === 'troubleshooting/sigkill')!.body.trim();
    if (body !== '') expect(markdown).toContain(body.split('\n').find((line) => line.trim() !== '' && !/^(import|export) /.test(line))!);
  });

  it('sitemap.xml lists every page but the stubs, at canonical URLs, plus the category pages', () => {
    const sitemap = read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const doc of docs()) {
      const url = `${SITE}${expectedHref(doc.id)}`;
      if (doc.movedTo === undefined) expect(locs, doc.id).toContain(url);
      else expect(locs, doc.id).not.toContain(url);
    }
    expect(locs).toContain(`${SITE}/docs/category/getting-started/`);
  });

  it('robots.txt allows crawling and names the sitemap', () => {
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('the 404 page offers search and the three areas', () => {
    const page = readPage('/404.html');
    expect(text(one(page, (element) => element.name === 'h1'))).toBe('Page not found');
    expect(one(page, (element) => 'data-search-inline' in element.attribs)).toBeDefined();
    expect(meta(page, 'name', 'robots')).toBe('noindex');
    const areas = all(page, (element) => element.name === 'a' && element.parent !== null && (element.parent as { name?: string }).name === 'li').map(
      (element) => text(element),
    );
    expect(areas).toEqual(expect.arrayContaining(['Guides', 'API', 'Recorder']));
  });
});

describe('_headers', () => {
  it('is written, and every file it caches for a year has a content hash in its name', () => {
    const headers = read('_headers');
    expect(headers).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
    const assets = readdirSync(path.join(DIST_DIR, '_astro'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(assets.length).toBeGreaterThan(0);
    // Astro names hashed assets `name.HASH.ext`: a file without one would be stale for a year after a deploy.
    expect(assets.filter((name) => !/\.[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(name))).toEqual([]);
  });
});

describe('sidebar HTML', () => {
  it("holds the current page's branch, closed categories as empty closed <details>, the lists page holds the whole tree, and no island", () => {
    const html = read('docs/player/api/index.html');
    const page = readPage('/docs/player/api/');
    // A docs page leaves a closed category's pages out and names the page they come from...
    expect(one(page, (element) => element.name === 'a' && element.attribs.href === '/docs/lambda/cli/sites/create/')).toBeUndefined();
    const nav = one(page, (element) => element.name === 'nav' && element.attribs['aria-label'] === 'API sidebar')!;
    const listsHref = nav.attribs['data-lists']!;
    expect(listsHref).toMatch(/^\/sidebars\/apiSidebar\/\?v=[0-9a-z]+$/);
    expect(one(page, (element) => element.name === 'a' && element.attribs['aria-current'] === 'page')).toBeDefined();
    // ...where a page deep in a collapsed category sits inside a closed <details>.
    const lists = readPage('/sidebars/apiSidebar/');
    expect(meta(lists, 'name', 'robots')).toBe('noindex');
    const deep = one(lists, (element) => element.name === 'a' && element.attribs.href === '/docs/lambda/cli/sites/create/');
    let details = deep?.parent ?? null;
    while (details && !(isTag(details) && details.name === 'details')) details = details.parent;
    expect(details && isTag(details) ? 'open' in details.attribs : undefined).toBe(false);
    // Nothing hydrates: no island, no React.
    expect(html).not.toContain('<astro-island');
  });

  it('every sidebar category has an href (its page or a generated one), so every page is reachable without JavaScript', () => {
    for (const path of ['/docs/', '/docs/player/api/', '/docs/recorder/']) {
      const page = readPage(path);
      const categories = all(page, (element) => element.name === 'details' && 'data-k' in element.attribs);
      expect(categories.length, path).toBeGreaterThan(0);
      const unlinked = categories.filter((details) => {
        const before = details.prev;
        return !(before && isTag(before) && before.name === 'a' && before.attribs.href);
      });
      expect(
        unlinked.map((details) => text(details)?.slice(0, 40)),
        path,
      ).toEqual([]);
    }
  });

  it('routes in the catalogue are the canonical URLs used in the site', () => {
    expect(routeOf(catalogue, 'player/api')).toBe('/docs/player/api/');
    expect(routeOf(catalogue, 'recorder/index')).toBe('/docs/recorder/');
  });
});

describe('the live demos’ bundle', () => {
  it('is in the assets folder, and the site script loads its player and preloads its imports from there', () => {
    const page = readPage('/docs/spring/');
    const siteScript = all(page, (element) => element.name === 'script' && Boolean(element.attribs.src)).map((element) => element.attribs.src!);
    const scriptText = siteScript.map((src) => read(src)).join('\n');
    const urls = [...scriptText.matchAll(/"(\/_astro\/demos\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(urls.some((url) => /\/demo-player\.[\w-]+\.js$/.test(url))).toBe(true);
    for (const url of urls) expect(existsSync(path.join(DIST_DIR, url)), url).toBe(true);
    // Every demo's chunk is there too, named after its file.
    const demoFiles = readdirSync(path.join(DIST_DIR, '_astro', 'demos'));
    expect(demoFiles.some((file) => file.startsWith('spring-damping.'))).toBe(true);
  });
});
