/**
 * Every heading of a page body gets an id (github-slugger over its text, one slugger per page, a
 * trailing `-` dropped: the ids Astro gives), and every h2 and h3 a self-link (`#options`) in a
 * wrapper that shows it on hover and focus. The link sits beside the heading, not inside it, so the
 * heading's accessible name stays its own text; the link is named "Link to this section: <heading>".
 * The headings go to the env for the table of contents.
 */
import GithubSlugger from 'github-slugger';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { bodyEnvOf } from './body-env.js';
import { openTag, rawHtmlToken } from './html.js';

/** Raw HTML that is only a tag (`<br>`) adds nothing to the text. */
const TAG_ONLY = /^\n?<.*>\n?$/;

/** The heading's text: its text, inline code and raw HTML that is more than a tag. */
export function headingText(inline: Token): string {
  return (inline.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'html_inline') return TAG_ONLY.test(child.content) ? '' : child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return '\n';
      return '';
    })
    .join('');
}

export function slugOf(slugger: GithubSlugger, text: string): string {
  const slug = slugger.slug(text);
  return slug.endsWith('-') ? slug.slice(0, -1) : slug;
}

/** The accessible name of a heading's self-link. */
export function anchorLabel(text: string): string {
  return `Link to this section: ${text}`;
}

function anchorHeadings(state: StateCore): void {
  const env = bodyEnvOf(state.env);
  const slugger = new GithubSlugger();
  const tokens: Token[] = [];
  for (let index = 0; index < state.tokens.length; index++) {
    const token = state.tokens[index]!;
    if (token.type !== 'heading_open') {
      tokens.push(token);
      continue;
    }
    const inline = state.tokens[index + 1]!;
    const close = state.tokens[index + 2]!;
    const depth = Number(token.tag.slice(1));
    const text = headingText(inline);
    const id = slugOf(slugger, text);
    token.attrSet('id', id);
    env?.headings.push({ depth, slug: id, text });
    index += 2;
    if (depth !== 2 && depth !== 3) {
      tokens.push(token, inline, close);
      continue;
    }
    // The link right after the heading, as one line of markup: no text node between them.
    close.block = false;
    const link = `${openTag('a', { href: `#${id}`, class: 'heading-anchor', 'aria-label': anchorLabel(text) })}#</a></div>\n`;
    tokens.push(rawHtmlToken(state, '<div class="heading-wrap">'), token, inline, close, rawHtmlToken(state, link));
  }
  state.tokens = tokens;
}

export function headingAnchors(md: MarkdownIt): void {
  // Last: the text is final (quotes curled, escapes joined) by then.
  md.core.ruler.push('heading-anchors', anchorHeadings);
}
