import { describe, expect, it } from 'vitest';
import { buildCatalogue, formatRedirects, parseRedirects, redirectsOf, ruleFor } from '../src/index.js';
import { page, source, treeCatalogue } from './helpers.js';

describe('redirectsOf', () => {
  it('lists every stub with its target, then the home page’s own id route', () => {
    expect(redirectsOf(treeCatalogue())).toEqual([
      { id: 'old-guide', from: '/docs/old-guide/', to: '/docs/guides/' },
      { id: 'intro', from: '/docs/intro/', to: '/docs/' },
    ]);
  });

  it('sorts stubs by id and routes index ids at their folder', () => {
    const { catalogue } = buildCatalogue(source([page('new'), page('b/index', { movedTo: 'new' }), page('a', { movedTo: 'new' })]));
    expect(redirectsOf(catalogue)).toEqual([
      { id: 'a', from: '/docs/a/', to: '/docs/new/' },
      { id: 'b/index', from: '/docs/b/', to: '/docs/new/' },
    ]);
  });

  it('has no home alias when the home page is `index` or there is none', () => {
    const { catalogue } = buildCatalogue(source([page('index', { slug: '/' }), page('other')]));
    expect(redirectsOf(catalogue)).toEqual([]);
  });
});

describe('the _redirects file', () => {
  it('writes one `from to 301` line per redirect after a comment, and reads it back', () => {
    const text = formatRedirects([
      { from: '/docs/old/', to: '/docs/new/' },
      { from: '/docs/getting-started/', to: '/docs/' },
    ]);
    expect(text.split('\n').slice(1)).toEqual(['/docs/old/ /docs/new/ 301', '/docs/getting-started/ /docs/ 301', '']);
    expect(parseRedirects(text)).toEqual([
      { from: '/docs/old/', to: '/docs/new/', status: 301, line: 2 },
      { from: '/docs/getting-started/', to: '/docs/', status: 301, line: 3 },
    ]);
  });

  it('skips blank lines, comments and lines without a target; reads other codes and forced ones', () => {
    expect(parseRedirects('\n# note\n/lonely\n  /a   /b   302  \n/c /d 301!\n/e /f\n')).toEqual([
      { from: '/a', to: '/b', status: 302, line: 4 },
      { from: '/c', to: '/d', status: 301, line: 5 },
      { from: '/e', to: '/f', status: 301, line: 6 },
    ]);
  });

  it('finds the rule for a path with or without its trailing slash, ignoring query and hash', () => {
    const rules = parseRedirects('/docs/old/ /docs/new/ 301\n/docs/x /docs/y/ 301\n');
    expect(ruleFor(rules, '/docs/old')?.to).toBe('/docs/new/');
    expect(ruleFor(rules, '/docs/old/?a=1#b')?.to).toBe('/docs/new/');
    expect(ruleFor(rules, '/docs/x/')?.to).toBe('/docs/y/');
    expect(ruleFor(rules, '/docs/older/')).toBeUndefined();
  });
});
