/** Markup the Markdown plugins build around ordinary blocks (tabs, demo placeholders, heading wraps), every value escaped. */
import type { StateCore, Token } from 'markdown-it';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text or an attribute value as HTML: catalogue and page strings are untrusted. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);
}

export type Attributes = Readonly<Record<string, string | number | undefined>>;

/** `<tag a="1">`, attributes in the given order, undefined ones left out. */
export function openTag(tag: string, attributes: Attributes = {}): string {
  const pairs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`);
  return `<${tag}${pairs.join('')}>`;
}

/** A whole element; `innerHtml` is already HTML (escape text with `escapeHtml` first). */
export function element(tag: string, attributes: Attributes, innerHtml: string): string {
  return `${openTag(tag, attributes)}${innerHtml}</${tag}>`;
}

/** A token that renders `html` as it is: how a core rule puts markup between a body's own blocks. */
export function rawHtmlToken(state: StateCore, html: string): Token {
  return Object.assign(new state.Token('html_block', '', 0), { content: html });
}
