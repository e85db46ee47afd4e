/** The `_headers` file: its format, and which files may be cached for a year. */
import { describe, expect, it } from 'vitest';
import { CACHE_RULES, formatHeaders } from '../../src/lib/headers';

describe('_headers', () => {
  it('writes each rule as a path line and indented headers', () => {
    expect(
      formatHeaders([
        { path: '/a/*', headers: { 'Cache-Control': 'no-store', 'X-Test': '1' } },
        { path: '/b', headers: { 'X-Test': '2' } },
      ]),
    ).toBe('/a/*\n  Cache-Control: no-store\n  X-Test: 1\n/b\n  X-Test: 2\n');
  });

  it("sets Cache-Control on Astro's hashed assets only, so no other rule merges into theirs", () => {
    const caching = CACHE_RULES.filter((rule) => 'Cache-Control' in rule.headers);
    expect(caching).toEqual([{ path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }]);
  });
});
