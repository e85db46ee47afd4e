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

/** The value with everything outside the allowlist removed: safe to put in the DOM as HTML. */
export function sanitizeHtmlItem(value: string): string {
  return filter.process(value).trim();
}

/** The allowlist in words, for error messages. */
export const HTML_ALLOWLIST_DESCRIPTION = `only <${ALLOWED_TAGS.join('>, <')}> with a class attribute`;

/** Whether sanitizing leaves the value unchanged, i.e. it held nothing outside the allowlist. */
export function isAllowedHtmlItem(value: string): boolean {
  const canonical = (html: string) => html.replace(/\s*\/>/g, '>').replace(/\s+/g, ' ').trim();
  return canonical(sanitizeHtmlItem(value)) === canonical(value);
}
