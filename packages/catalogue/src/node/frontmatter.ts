/** Splits a page into its YAML frontmatter and body, keeping what is needed to report lines. */
import { readYaml, type YamlSource } from './yaml-source.js';

export type ParsedFrontmatter = {
  data: unknown;
  /** The frontmatter's YAML, for mapping a field to its line; absent when there is no frontmatter. */
  yaml?: YamlSource;
  /** 1-based line in the file where the YAML starts (after the opening fence). */
  firstLine: number;
  body: string;
  /** Problems found while reading, with their line in the file. */
  errors: { message: string; line: number }[];
};

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const EMPTY_FENCE = /^---[ \t]*\r?\n---[ \t]*(?:\r?\n|$)/;

/** A page's text cut after its frontmatter block, without reading the YAML: `yaml` is absent when there is no block. */
export function splitFrontmatter(source: string): { yaml?: string; body: string } {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text) ?? EMPTY_FENCE.exec(text);
  return match ? { yaml: match[1] ?? '', body: text.slice(match[0].length) } : { body: text };
}

export function parseFrontmatter(source: string): ParsedFrontmatter {
  const { yaml: block, body } = splitFrontmatter(source);
  if (block === undefined) {
    return { data: undefined, firstLine: 1, body, errors: [{ message: 'the file has no frontmatter block (--- … ---) at its top', line: 1 }] };
  }
  const yaml = readYaml(block);
  const firstLine = 2;
  if (yaml.error)
    return {
      data: undefined,
      yaml,
      firstLine,
      body,
      errors: [{ message: `invalid YAML in frontmatter: ${yaml.error.message}`, line: firstLine + yaml.error.line - 1 }],
    };
  return { data: yaml.data, yaml, firstLine, body, errors: [] };
}
