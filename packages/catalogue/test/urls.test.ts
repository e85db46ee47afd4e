import { describe, expect, it } from 'vitest';
import { isExternalHref, isInternalHref, isSafeHref, schemeOf } from '../src/index.js';

describe('isSafeHref', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('rejects %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it.each([
    'https://example.com/',
    'http://example.com/',
    'mailto:hi@example.com',
    'MAILTO:hi@example.com',
    '/docs/x',
    'relative/path',
    '#hash',
    '//example.com/x',
    '?q=1',
  ])('accepts %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });
});

describe('schemeOf', () => {
  it('lower-cases the scheme and ignores what browsers ignore', () => {
    expect(schemeOf('HTTPS://x')).toBe('https:');
    expect(schemeOf('java\tscript:x')).toBe('javascript:');
    expect(schemeOf('/docs/x')).toBeUndefined();
    expect(schemeOf('a/b:c')).toBeUndefined();
  });
});

describe('isExternalHref / isInternalHref', () => {
  it('treats absolute and protocol-relative URLs as external', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('mailto:hi@example.com')).toBe(true);
    expect(isExternalHref('//example.com/docs/x')).toBe(true);
    expect(isInternalHref('//example.com/docs/x')).toBe(false);
  });

  it('treats backslashes at the start as browsers do: `/\\host` and `\\\\host` leave the site', () => {
    expect(isExternalHref('/\\example.com')).toBe(true);
    expect(isExternalHref('\\\\example.com')).toBe(true);
    expect(isInternalHref('/\\example.com')).toBe(false);
  });

  it('treats root-relative paths as internal and plain relative paths as neither', () => {
    expect(isInternalHref('/docs/x')).toBe(true);
    expect(isExternalHref('/docs/x')).toBe(false);
    expect(isInternalHref('docs/x')).toBe(false);
    expect(isExternalHref('docs/x')).toBe(false);
    expect(isInternalHref('#a')).toBe(false);
  });
});
