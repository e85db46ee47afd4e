/** The reference as Markdown, for a page's `.md` export and the llms files: notes, code blocks, GFM tables. */
import type { Column, Presentation, Row, Section } from './present.js';

const HEADERS: Record<Column, string> = { name: 'Name', type: 'Type', required: 'Required', default: 'Default' };

/** Inline code that survives backticks inside it, with pipes escaped for a table cell. */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const padded = fence === '``' ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function cell(row: Row, column: Column): string {
  switch (column) {
    case 'name':
      return `${row.depth === 1 ? '↳ ' : ''}${code(row.name)}${row.deprecated ? ' (deprecated)' : ''}`;
    case 'type':
      return code(row.type);
    case 'required':
      return row.required ? 'yes' : 'no';
    case 'default':
      return row.default === undefined ? '' : code(row.default);
  }
}

function sectionMarkdown(section: Section): string[] {
  if (section.kind === 'code') return [`### ${section.title}`, '', '```ts', section.code, '```'];
  const header = `| ${section.columns.map((column) => HEADERS[column]).join(' | ')} |`;
  const rule = `| ${section.columns.map(() => '---').join(' | ')} |`;
  const rows = section.rows.map((row) => `| ${section.columns.map((column) => cell(row, column)).join(' | ')} |`);
  return [`### ${section.title}`, '', ...(section.note ? [section.note, ''] : []), header, rule, ...rows];
}

/** The whole reference under one heading; empty when there is nothing to say. */
export function presentationToMarkdown(presentation: Presentation): string {
  if (presentation.notes.length === 0 && presentation.sections.length === 0) return '';
  const lines = ['## API reference', '', ...presentation.notes.flatMap((note) => [`> ${note.text}`, '']), ...presentation.sections.flatMap((section) => [...sectionMarkdown(section), ''])];
  return lines.join('\n').trim();
}
