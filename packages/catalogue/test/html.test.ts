import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN_SEPARATOR, sanitizeWithParser } from '../src/html.js';
import { HTML_ALLOWLIST_DESCRIPTION, isAllowedHtmlItem, sanitizeHtmlItem } from '../src/index.js';

describe('sanitizeHtmlItem', () => {
  it('removes scripts with their content', () => {
    expect(sanitizeHtmlItem('<script>alert(1)</script>Label')).toBe('Label');
    expect(sanitizeHtmlItem('<SCRIPT src="x.js"></SCRIPT>')).toBe('');
  });

  it('removes event handlers and images', () => {
    const clean = sanitizeHtmlItem('<img src=x onerror="alert(1)"><span onclick="alert(1)">Hi</span>');
    expect(clean).not.toMatch(/onerror|onclick|<img/i);
    expect(clean).toBe('<span>Hi</span>');
  });

  it('removes style attributes and style elements, which could hide content', () => {
    expect(sanitizeHtmlItem('<span style="display:none" class="x">Text</span>')).toBe('<span class="x">Text</span>');
    expect(sanitizeHtmlItem('<style>nav{display:none}</style><hr>')).toBe('<hr>');
  });

  it('removes links, javascript: ones included, keeping their text', () => {
    const clean = sanitizeHtmlItem('<a href="javascript:alert(1)">Click</a>');
    expect(clean).not.toMatch(/javascript|<a/i);
    expect(clean).toContain('Click');
  });

  it('keeps a separator and a small heading', () => {
    expect(sanitizeHtmlItem('<hr>')).toBe('<hr>');
    expect(sanitizeHtmlItem('<strong class="sidebar-heading">Packages</strong>')).toBe('<strong class="sidebar-heading">Packages</strong>');
  });
});

describe('the separator shortcut', () => {
  it('returns what the parser returns for every separator it accepts', () => {
    const separator = fc.stringMatching(PLAIN_SEPARATOR);
    fc.assert(
      fc.property(separator, fc.constantFrom('', ' ', '\n'), (value, padding) => {
        expect(sanitizeHtmlItem(padding + value + padding)).toBe(sanitizeWithParser(padding + value + padding));
      }),
    );
  });

  it.each([
    '<hr onclick="alert(1)">',
    '<hr class="a" onmouseover=alert(1)>',
    '<hr class="x"><script>alert(1)</script>',
    '<hr class="a"b" style="display:none">',
    "<hr class='x' onclick=x>",
  ])('leaves %j to the parser', (value) => {
    expect(sanitizeHtmlItem(value)).toBe(sanitizeWithParser(value));
    expect(sanitizeHtmlItem(value)).not.toMatch(/onclick|onmouseover|script|style/i);
  });
});

describe('isAllowedHtmlItem', () => {
  it.each(['<hr>', '<hr/>', '<hr />', '<span class="x">Section</span>', '<small><em>Legacy</em></small>', 'Plain words'])('allows %j', (value) => {
    expect(isAllowedHtmlItem(value)).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<span style="color:red">x</span>',
    '<a href="/docs/x">x</a>',
    '<iframe src="x"></iframe>',
    '<!-- hidden -->',
  ])('refuses %j', (value) => {
    expect(isAllowedHtmlItem(value)).toBe(false);
  });

  it('describes the allowlist for messages', () => {
    expect(HTML_ALLOWLIST_DESCRIPTION).toContain('<hr>');
  });
});
