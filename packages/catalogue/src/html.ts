/**
 * html sidebar items are untrusted markup. Only a separator or a small heading may pass:
 * no scripts, no event handlers, no style attributes (which could hide content), no links.
 */
import { FilterXSS } from 'xss';

const ALLOWED_TAGS = ['hr', 'span', 'strong', 'em', 'b', 'i', 'small'] as const;

const filter = new FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, ['class']])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'template', 'noscript'],
  allowCommentTag: false,
  css: false,
});

/**
 * A separator with a plain class list, the one shape real sidebars use. It is already inside the
 * allowlist, so it skips the parser, whose first call in a fresh page costs about a millisecond of
 * the sidebar's hydration. Tests check that the parser returns such values unchanged.
 */
export const PLAIN_SEPARATOR = /^<hr(?: class="[\w-]+(?: [\w-]+)*")?>$/;

/** The value with everything outside the allowlist removed: safe to put in the DOM as HTML. */
export function sanitizeHtmlItem(value: string): string {
  const trimmed = value.trim();
  if (PLAIN_SEPARATOR.test(trimmed)) return trimmed;
  return sanitizeWithParser(value);
}

/** The allowlist filter alone, without the shortcut: for tests that compare the two. */
export function sanitizeWithParser(value: string): string {
  return filter.process(value).trim();
}

/** The allowlist in words, for error messages. */
export const HTML_ALLOWLIST_DESCRIPTION = `only <${ALLOWED_TAGS.join('>, <')}> with a class attribute`;

/** Whether sanitizing leaves the value unchanged, i.e. it held nothing outside the allowlist. */
export function isAllowedHtmlItem(value: string): boolean {
  const canonical = (html: string) =>
    html
      .replace(/\s*\/>/g, '>')
      .replace(/\s+/g, ' ')
      .trim();
  return canonical(sanitizeHtmlItem(value)) === canonical(value);
}
