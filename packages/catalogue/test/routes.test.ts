import { describe, expect, it } from 'vitest';
import {
  DOCS_BASE,
  RouteIndex,
  canonicalDocsHref,
  homeAliasRoute,
  idOfPageFile,
  idProblem,
  isDocsHref,
  pathBelowDocs,
  routeKey,
  routeOfId,
} from '../src/index.js';

describe('routeOfId', () => {
  it('serves an id under /docs, `x/index` as a folder and the home at /docs/', () => {
    expect(routeOfId('player/api')).toBe('/docs/player/api/');
    expect(routeOfId('player/index')).toBe('/docs/player/');
    expect(routeOfId('index')).toBe('/docs/');
    expect(routeOfId('getting-started', 'getting-started')).toBe('/docs/');
    expect(routeOfId('getting-started')).toBe('/docs/getting-started/');
    expect(routeOfId('other', 'getting-started')).toBe('/docs/other/');
  });

  it('uses DOCS_BASE', () => {
    expect(routeOfId('x').startsWith(`${DOCS_BASE}/`)).toBe(true);
  });
});

describe('routeKey', () => {
  it('names one page by one key, whatever the trailing slash, hash or query', () => {
    for (const href of ['/docs/x', '/docs/x/', '/docs/x#part', '/docs/x/#part', '/docs/x?tab=1', '/docs/x//']) {
      expect(routeKey(href)).toBe('/docs/x');
    }
    expect(routeKey('/docs/')).toBe('/docs');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('#top')).toBe('/');
  });
});

describe('RouteIndex', () => {
  const index = new RouteIndex(['start', 'player/index', 'player/api', 'cli'], 'start');

  it('maps routes back to ids, with or without trailing slash and hash', () => {
    expect(index.idOf('/docs/')).toBe('start');
    expect(index.idOf('/docs')).toBe('start');
    expect(index.idOf('/docs/#intro')).toBe('start');
    expect(index.idOf('/docs/player/')).toBe('player/index');
    expect(index.idOf('/docs/player')).toBe('player/index');
    expect(index.idOf('/docs/player/api/')).toBe('player/api');
    expect(index.idOf('/docs/cli#flags')).toBe('cli');
    expect(index.idOf('/docs/cli?x=1')).toBe('cli');
  });

  it('is the inverse of routeOfId', () => {
    for (const id of ['start', 'player/index', 'player/api', 'cli']) expect(index.idOf(routeOfId(id, 'start'))).toBe(id);
  });

  it('knows no other routes', () => {
    expect(index.idOf('/docs/start')).toBeUndefined();
    expect(index.idOf('/docs/player/index')).toBeUndefined();
    expect(index.idOf('/docs/nope')).toBeUndefined();
    expect(index.idOf('/cli')).toBeUndefined();
  });

  it('groups ids that would share a route', () => {
    expect(new RouteIndex(['x', 'x/index', 'y']).collisions()).toEqual([['x', 'x/index']]);
    expect(new RouteIndex(['home', 'index'], 'home').collisions()).toEqual([['home', 'index']]);
    expect(index.collisions()).toEqual([]);
  });
});

describe('idProblem', () => {
  it('accepts lower-case segments of letters, digits, - and _', () => {
    for (const id of ['a', 'player/api', 'v4-migration', 'lambda/render_media', '3-0-migration']) expect(idProblem(id)).toBeUndefined();
  });

  it('says why an id is malformed', () => {
    expect(idProblem('')).toMatch(/empty/);
    expect(idProblem('/a')).toMatch(/leading or trailing slash/);
    expect(idProblem('a/')).toMatch(/leading or trailing slash/);
    expect(idProblem('a//b')).toMatch(/empty segment/);
    expect(idProblem('a/../b')).toMatch(/"\.\."/);
    expect(idProblem('a/./b')).toMatch(/"\."/);
    expect(idProblem('A')).toMatch(/characters/);
    expect(idProblem('a.b')).toMatch(/characters/);
    expect(idProblem('-a')).toMatch(/characters/);
  });
});

describe('isDocsHref', () => {
  it('recognises the docs base and what is below it', () => {
    expect(isDocsHref('/docs')).toBe(true);
    expect(isDocsHref('/docs/x')).toBe(true);
    expect(isDocsHref('/docs#a')).toBe(true);
    expect(isDocsHref('/docsearch')).toBe(false);
    expect(isDocsHref('/blog')).toBe(false);
  });
});

describe('canonicalDocsHref', () => {
  it.each([
    ['/docs/x', '/docs/x/'],
    ['/docs/x/', '/docs/x/'],
    ['/docs/x#part', '/docs/x/#part'],
    ['/docs/x?tab=1', '/docs/x/?tab=1'],
    ['/docs', '/docs/'],
    ['/docs#top', '/docs/#top'],
    ['/docs/x.md', '/docs/x.md'],
    ['/docs/catalogue.json', '/docs/catalogue.json'],
    ['/blog/post', '/blog/post'],
    ['https://example.com/docs/x', 'https://example.com/docs/x'],
    ['./x.md', './x.md'],
  ])('%s → %s', (href, expected) => expect(canonicalDocsHref(href)).toBe(expected));

  it('leaves every route routeOfId makes as it is', () => {
    for (const id of ['a', 'a/b', 'a/index', 'index']) expect(canonicalDocsHref(routeOfId(id))).toBe(routeOfId(id));
  });
});

describe('homeAliasRoute', () => {
  it('is the route of the home page under its own id, unless the home is `index` or missing', () => {
    expect(homeAliasRoute('getting-started')).toBe('/docs/getting-started/');
    expect(homeAliasRoute('index')).toBeUndefined();
    expect(homeAliasRoute(undefined)).toBeUndefined();
  });
});

describe('idOfPageFile', () => {
  it('drops the extension and reads either separator as a slash', () => {
    expect(idOfPageFile('player/api.md')).toBe('player/api');
    expect(idOfPageFile('player\\api.mdx')).toBe('player/api');
    expect(idOfPageFile('intro.md')).toBe('intro');
  });
});

describe('pathBelowDocs', () => {
  it('is the part of a route below /docs/, without slashes at either end', () => {
    expect(pathBelowDocs('/docs/x/y/')).toBe('x/y');
    expect(pathBelowDocs('/docs/x')).toBe('x');
    expect(pathBelowDocs('/docs/')).toBe('');
    expect(pathBelowDocs('/docs')).toBe('');
  });
});
