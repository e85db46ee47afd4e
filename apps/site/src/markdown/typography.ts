/**
 * Prose typography, as SmartyPants gives it (which Astro's Markdown used): straight quotes curl
 * (markdown-it's own smart quotes), `--` becomes an em dash and `...` an ellipsis. markdown-it's
 * other replacements (`(c)` as ©, `--` as an en dash) are left off: a page means what it wrote. An
 * apostrophe right after inline code or a link (`useFrame()`'s) curls too.
 * Code, URLs and raw HTML are never touched.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

const DASHES = /---?/g;
/** Tokens that end a word: an apostrophe right after one closes (`useFrame()`'s), where after a link's or emphasis's start it would open. */
const WORD_ENDS = new Set(['code_inline', 'link_close', 'em_close', 'strong_close', 's_close', 'html_inline']);
const ELLIPSIS = /\.\.\.|\. \. \./g;

function dashesAndEllipses(state: StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== 'inline') continue;
    let insideAutolink = 0;
    let previous: Token | undefined;
    for (const token of block.children ?? []) {
      // `useFrame()`'s or [`<Player>`](…)'s: the quote rule sees no word before the apostrophe (code, a link's end), so it is left straight.
      if (token.type === 'text' && previous && WORD_ENDS.has(previous.type) && /^'\p{L}/u.test(token.content)) token.content = `’${token.content.slice(1)}`;
      previous = token;
      if (token.type === 'link_open' && token.info === 'auto') insideAutolink += 1;
      else if (token.type === 'link_close' && token.info === 'auto') insideAutolink -= 1;
      else if (token.type === 'text' && insideAutolink === 0 && /--|\. ?\. ?\./.test(token.content)) {
        token.content = token.content.replace(DASHES, '—').replace(ELLIPSIS, '…');
      }
    }
  }
}

export function typography(md: MarkdownIt): void {
  md.set({ typographer: true });
  md.disable('replacements');
  md.core.ruler.after('replacements', 'dashes-and-ellipses', dashesAndEllipses);
}
