/** The project's own server (`serve`, `start`) answers moved pages with the 301 that _redirects names. */
import { loadCatalogue } from '@docs/catalogue/node';
import { describe, expect, inject, it } from 'vitest';
import { resolveContentDir } from '../../src/lib/content-dir';
import { pageHref } from '../../src/lib/routes';

const origin = inject('origin');

const head = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('redirects on the static server', () => {
  it('answers every stub’s old address, with and without its slash, with a 301 to the target', async () => {
    const { catalogue } = await loadCatalogue(resolveContentDir());
    const stubs = Object.values(catalogue.docs).filter((doc) => doc.movedTo !== undefined);
    expect(stubs.length).toBeGreaterThan(0);
    for (const stub of stubs) {
      const from = pageHref(catalogue, stub.id);
      const to = pageHref(catalogue, stub.movedTo!);
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
