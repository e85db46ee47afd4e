import { describe, expect, it } from 'vitest';
import { categoryKey, walkSidebar } from '@docs/catalogue';
import { activeKeyOf, hrefKindOf, opensByDefault } from '../src/model.js';
import { category, link, mixed } from './fixtures.js';

describe('activeKeyOf', () => {
  it('finds the key of every listed page, whatever the trailing slash, hash or query', () => {
    for (const { item, path } of walkSidebar(mixed)) {
      if (item.type === 'html' || item.href === undefined || item.href.startsWith('http')) continue;
      expect(activeKeyOf(mixed, item.href)).toBe(categoryKey(path));
      expect(activeKeyOf(mixed, `${item.href.replace(/\/$/, '')}/#part`)).toBe(categoryKey(path));
      expect(activeKeyOf(mixed, `${item.href}?q=1`)).toBe(categoryKey(path));
    }
  });

  it('takes the first listing of a page listed twice', () => {
    const twice = [category('A', [link('X', '/docs/x')]), link('X again', '/docs/x')];
    expect(activeKeyOf(twice, '/docs/x')).toBe('0.0');
  });

  it('never matches external or refused URLs, nor pages not in the sidebar', () => {
    const odd = [link('Same path elsewhere', 'https://example.com/docs/x'), link('Script', 'javascript:/docs/x')];
    expect(activeKeyOf(odd, '/docs/x')).toBeUndefined();
    expect(activeKeyOf(mixed, '/docs/nowhere')).toBeUndefined();
    expect(activeKeyOf(mixed, undefined)).toBeUndefined();
  });
});

describe('opensByDefault', () => {
  const closed = category('C', []);
  it('opens what cannot collapse, what the data opens, and what holds the active page', () => {
    expect(opensByDefault(closed, '2', undefined)).toBe(false);
    expect(opensByDefault({ ...closed, collapsible: false }, '2', undefined)).toBe(true);
    expect(opensByDefault({ ...closed, collapsed: false }, '2', undefined)).toBe(true);
    expect(opensByDefault(closed, '2', '2.0.1')).toBe(true);
    expect(opensByDefault(closed, '2', '2')).toBe(true);
    // "2" is not an ancestor of "20.1".
    expect(opensByDefault(closed, '2', '20.1')).toBe(false);
  });
});

describe('hrefKindOf', () => {
  it('sorts hrefs into internal, external and refused', () => {
    expect(hrefKindOf('/docs/x')).toBe('internal');
    expect(hrefKindOf('player/api')).toBe('internal');
    expect(hrefKindOf('#part')).toBe('internal');
    expect(hrefKindOf('https://example.com')).toBe('external');
    expect(hrefKindOf('//example.com/x')).toBe('external');
    expect(hrefKindOf('/\\example.com/x')).toBe('external');
    expect(hrefKindOf('mailto:team@example.com')).toBe('external');
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(hrefKindOf(href), href).toBe('refused');
    }
  });
});
