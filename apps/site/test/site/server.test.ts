/** The project's own server (`serve`, `start`) answers moved pages with the 301 that _redirects names. */
import { routeOf } from '@docs/catalogue';
import { loadCatalogue } from '@docs/catalogue/node';
import { describe, expect, inject, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/resolve';

const origin = inject('origin');

const head = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('redirects on the static server', () => {
  it('answers every stub’s old address, with and without its slash, with a 301 to the target', async () => {
    const { catalogue } = await loadCatalogue(loadSiteConfig(process.env).contentDir);
    const stubs = Object.values(catalogue.docs).filter((doc) => doc.movedTo !== undefined);
    expect(stubs.length).toBeGreaterThan(0);
    for (const stub of stubs) {
      const from = routeOf(catalogue, stub.id);
      const to = routeOf(catalogue, stub.movedTo!);
      for (const path of [from, from.replace(/\/$/, '')]) {
        const response = await head(path);
        expect(response.status, path).toBe(301);
        expect(response.headers.get('location'), path).toBe(to);
      }
    }
  });

  it('sends the home page’s id route to /docs/, keeping the query string', async () => {
    const response = await head('/docs/getting-started/?from=old');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/?from=old');
  });

  it('still serves other pages, and adds the slash to pages without one', async () => {
    expect((await head('/docs/player/api/')).status).toBe(200);
    const bare = await head('/docs/player/api');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/docs/player/api/');
  });
});

describe('Markdown by content negotiation', () => {
  const get = (path: string, accept: string) => fetch(`${origin}${path}`, { headers: { Accept: accept }, redirect: 'manual' });

  it('answers a page asked for as text/markdown with its Markdown twin, and says it varies by Accept', async () => {
    const response = await get('/docs/player/api/', 'text/markdown');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
    const markdown = await response.text();
    expect(markdown.startsWith('# <Player>\n')).toBe(true);
    expect(markdown).toBe(await (await fetch(`${origin}/docs/player/api.md`)).text());
  });

  it('finds the twin by the page, not by its route: the home page /docs/ gives getting-started.md', async () => {
    const response = await get('/docs/', 'text/markdown, text/html;q=0.5');
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(await (await fetch(`${origin}/docs/getting-started.md`)).text());
  });

  it('keeps HTML for browsers, for */* and when HTML ranks higher, with Vary: Accept on the page', async () => {
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', 'text/html, text/markdown;q=0.5']) {
      const response = await get('/docs/player/api/', accept);
      expect(response.headers.get('content-type'), accept).toMatch(/^text\/html/);
      expect(response.headers.get('vary'), accept).toMatch(/\bAccept\b/);
    }
  });

  it('leaves pages without a twin (generated category pages) and missing pages as they were', async () => {
    const category = await get('/docs/category/designing-visuals/', 'text/markdown');
    expect(category.headers.get('content-type')).toMatch(/^text\/html/);
    const missing = await get('/docs/no-such-page/', 'text/markdown');
    expect(missing.status).toBe(404);
  });
});
