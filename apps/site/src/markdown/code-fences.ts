/**
 * Fenced code blocks: highlighted by Shiki before the body is rendered (Shiki is asynchronous,
 * markdown-it's renderer is not), and a block with `title="src/Root.tsx"` in its meta gets the file
 * name as a caption above it, so readers of multi-file examples see which file each block belongs in.
 */
import type { MarkdownIt, Token } from 'markdown-it';
import { element, escapeHtml } from './html.js';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

export function codeTitleOf(meta: string | null | undefined): string | undefined {
  const match = meta ? TITLE.exec(meta) : null;
  const title = match?.[1] ?? match?.[2];
  return title?.trim() ? title.trim() : undefined;
}

/** A fence's info string as its language (first word) and meta (the rest), as remark and GitHub read it. */
export function fenceInfo(info: string): { lang: string; meta: string } {
  const trimmed = info.trim();
  const lang = trimmed.split(/\s/, 1)[0] ?? '';
  return { lang, meta: trimmed.slice(lang.length).trim() };
}

/** Highlights one block to a `<pre>`: `lang` is empty for a block without one. */
export type Highlight = (code: string, lang: string, meta: string) => Promise<string>;

const HIGHLIGHTED = 'highlighted';

const isCodeBlock = (token: Token) => token.type === 'fence' || token.type === 'code_block';

/** Highlights every code block of a parsed body, keeping each block's HTML on its token for the renderer. */
export async function highlightCodeBlocks(tokens: Token[], highlight: Highlight): Promise<void> {
  for (const token of tokens) {
    if (!isCodeBlock(token)) continue;
    const { lang, meta } = fenceInfo(token.info);
    token.meta = { ...token.meta, [HIGHLIGHTED]: await highlight(token.content, lang, meta) };
  }
}

/** Renders code blocks from what `highlightCodeBlocks` left on them, after their title. */
export function codeFences(md: MarkdownIt): void {
  const render = (tokens: Token[], index: number): string => {
    const token = tokens[index]!;
    const html = token.meta?.[HIGHLIGHTED];
    if (typeof html !== 'string') throw new Error('A code block was rendered before it was highlighted (call highlightCodeBlocks first)');
    const title = codeTitleOf(fenceInfo(token.info).meta);
    // The file name is escaped like any other page string.
    return `${title === undefined ? '' : element('div', { class: 'code-title' }, escapeHtml(title))}${html}\n`;
  };
  md.renderer.rules.fence = render;
  md.renderer.rules.code_block = render;
}
