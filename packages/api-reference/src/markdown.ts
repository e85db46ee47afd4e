/** The reference as Markdown, for a page's `.md` export and the llms files: notes, code blocks, GFM tables. */
import { COLUMN_HEADERS, requiredText, returnsLead, rowNotes, type Column, type Presentation, type Row, type Section, type TypePart } from './present.js';

/** Inline code that survives backticks inside it, with pipes escaped for a table cell. */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const padded = fence === '``' ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** Plain text in a table cell: pipes escaped, one line. */
function plain(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function cell(row: Row, column: Column): string {
  switch (column) {
    case 'name':
      return `${row.depth === 1 ? '↳ ' : ''}${code(row.name)}${row.deprecated ? ' (deprecated)' : ''}`;
    case 'type':
      return code(row.type);
    case 'required':
      return requiredText(row).toLowerCase();
    case 'default':
      return row.default === undefined ? '' : code(row.default);
    case 'description':
      return plain([row.description, ...rowNotes(row)].filter(Boolean).join(' '));
  }
}

function tableLines(columns: readonly Column[], rows: readonly Row[]): string[] {
  const header = `| ${columns.map((column) => COLUMN_HEADERS[column]).join(' | ')} |`;
  const rule = `| ${columns.map(() => '---').join(' | ')} |`;
  return [header, rule, ...rows.map((row) => `| ${columns.map((column) => cell(row, column)).join(' | ')} |`)];
}

const typeText = (parts: readonly TypePart[]) => parts.map((part) => part.text).join('');

function sectionMarkdown(section: Section): string[] {
  if (section.kind === 'code') return [`### ${section.title}`, '', '```ts', section.code, '```'];
  if (section.kind === 'returns') {
    const lead = `${returnsLead(section)} ${code(typeText(section.typeParts))}${section.rows.length > 0 ? ', with these fields:' : '.'}`;
    return [`### ${section.title}`, '', lead, ...(section.rows.length > 0 ? ['', ...tableLines(['name', 'type', 'description'], section.rows)] : [])];
  }
  return [`### ${section.title}`, '', ...(section.note ? [section.note, ''] : []), ...tableLines(section.columns, section.rows)];
}

/** The whole reference under one heading; empty when there is nothing to say. */
export function presentationToMarkdown(presentation: Presentation): string {
  if (presentation.notes.length === 0 && presentation.sections.length === 0) return '';
  const lines = [
    '## API reference',
    '',
    ...presentation.notes.flatMap((note) => [`> ${note.text}`, '']),
    ...presentation.sections.flatMap((section) => [...sectionMarkdown(section), '']),
  ];
  return lines.join('\n').trim();
}
