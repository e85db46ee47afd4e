/**
 * `:::note`, `:::tip`, `:::info`, `:::warning`, `:::caution` and `:::danger` blocks (the syntax
 * Docusaurus authors know) become `<aside class="admonition admonition-note">` with a title;
 * `:::note[Custom title]` sets the title. A container of any other name is not one: it stays the
 * text it was written as. Nesting takes a longer fence outside (`::::note` around `:::tip`).
 */
import type { MarkdownIt } from 'markdown-it';
import container from 'markdown-it-container';
import { openTag } from './html.js';

export const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const OPENING = new RegExp(`^(${Object.keys(ADMONITIONS).join('|')})(?:\\[(.*)\\])?$`);

export function admonitions(md: MarkdownIt): void {
  md.use(container, 'admonition', {
    validate: (params: string) => OPENING.test(params.trim()),
    render(tokens, index, _options, env) {
      const token = tokens[index]!;
      if (token.nesting === -1) return '</aside>\n';
      const [, kind = 'note', label] = OPENING.exec(token.info.trim()) ?? [];
      // A custom title is Markdown like any other line (code, emphasis, quotes).
      const title = label?.trim() ? md.renderInline(label.trim(), env) : ADMONITIONS[kind]!;
      return `${openTag('aside', { class: `admonition admonition-${kind}` })}\n<p class="admonition-title">${title}</p>\n`;
    },
  });
}
