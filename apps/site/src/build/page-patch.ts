/** Swapping a page's old body for its new one in the files a build wrote, only where the old one is unmistakable. */
import type { RenderedBody } from '../markdown/body-renderer.js';

/** `text` with `before` replaced by `after`; undefined unless `before` occurs exactly once. */
export function replaceOnce(text: string, before: string, after: string): string | undefined {
  const at = text.indexOf(before);
  if (at === -1 || text.indexOf(before, at + 1) !== -1) return undefined;
  return `${text.slice(0, at)}${after}${text.slice(at + before.length)}`;
}

/** The body as the docs route writes it (`<div class="doc-body" set:html=…>` in `pages/docs/[...slug].astro`). */
export const bodyRegion = (html: string) => `<div class="doc-body">${html}</div>`;

/**
 * Whether two renderings of a body differ in their HTML alone: everything else (the headings, which
 * make the table of contents and decide the API reference's anchors) shows elsewhere on the page.
 */
export function differOnlyInHtml(before: RenderedBody, after: RenderedBody): boolean {
  // The code blocks' places are where they sit in the HTML, not something the page shows.
  const shown = ({ html: _html, codeBlocks: _codeBlocks, ...rest }: RenderedBody) => JSON.stringify(rest);
  return shown(before) === shown(after);
}
