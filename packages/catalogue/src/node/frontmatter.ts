/** Splits a page into its YAML frontmatter and body, keeping what is needed to report lines. */
import { LineCounter, parseDocument, type Document } from 'yaml';

export type ParsedFrontmatter = {
  data: unknown;
  /** The YAML document, for mapping a field to its line. */
  document?: Document;
  lineCounter?: LineCounter;
  /** 1-based line in the file where the YAML starts (after the opening fence). */
  firstLine: number;
  body: string;
  /** Problems found while reading: [message, line]. */
  errors: { message: string; line: number }[];
};

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseFrontmatter(source: string): ParsedFrontmatter {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text) ?? /^---[ \t]*\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) {
    return { data: undefined, firstLine: 1, body: text, errors: [{ message: 'the file has no frontmatter block (--- … ---) at its top', line: 1 }] };
  }
  const yamlText = match[1] ?? '';
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors = document.errors.map((error) => ({
    message: `invalid YAML in frontmatter: ${error.message.split('\n')[0]}`,
    line: 2 + (lineCounter.linePos(error.pos[0]).line - 1),
  }));
  const body = text.slice(match[0].length);
  if (errors.length) return { data: undefined, document, lineCounter, firstLine: 2, body, errors };
  const data = yamlToJs(document);
  if (data instanceof Error) return { data: undefined, document, lineCounter, firstLine: 2, body, errors: [{ message: `invalid YAML in frontmatter: ${data.message}`, line: 2 }] };
  return { data, document, lineCounter, firstLine: 2, body, errors };
}

/** `toJS` throws on hostile input (e.g. an alias bomb); bad data must become a problem, not a crash. */
export function yamlToJs(document: Document): unknown {
  try {
    return document.toJS();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The 1-based line in the YAML text where the node at `path` starts, if it exists. */
export function lineOfPath(document: Document | undefined, lineCounter: LineCounter | undefined, path: readonly (string | number)[]): number | undefined {
  if (!document || !lineCounter) return undefined;
  for (let length = path.length; length >= 0; length--) {
    const node = document.getIn(path.slice(0, length), true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return undefined;
}
