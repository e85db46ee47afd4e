/**
 * YAML read twice over, on purpose: js-yaml turns the text into data several times faster than
 * `yaml` (which matters for ~1000 frontmatters per run), and `yaml` keeps source positions, which
 * are needed only to point a problem at its line — so that document is built on demand.
 */
import { CORE_SCHEMA, loadAll, YAMLException } from 'js-yaml';
import { LineCounter, parseDocument, type Document } from 'yaml';

export type YamlError = { message: string /** 1-based, within the YAML text */; line: number };

export type YamlSource = {
  data: unknown;
  error?: YamlError;
  /** The 1-based line in the YAML text where the node at `path` starts (or its nearest parent). */
  lineOf(path: readonly (string | number)[]): number | undefined;
};

export function readYaml(text: string): YamlSource {
  let positions: { document: Document; lineCounter: LineCounter } | undefined;
  const lineOf = (path: readonly (string | number)[]) => {
    if (!positions) {
      const lineCounter = new LineCounter();
      positions = { document: parseDocument(text, { lineCounter }), lineCounter };
    }
    return lineOfPath(positions.document, positions.lineCounter, path);
  };
  try {
    // The core schema keeps dates and other extras as plain strings, like JSON would.
    // loadAll, because an empty file (or one with only comments) is an empty document, not an error.
    const documents = loadAll(text, null, { schema: CORE_SCHEMA });
    if (documents.length > 1) return { data: undefined, error: { message: 'the file holds several YAML documents (---); keep one', line: 1 }, lineOf };
    const data = documents[0] ?? null;
    if (reusesNodes(data)) {
      // Aliases make a graph, not a tree: walking it can cost exponential time (an "alias bomb").
      return {
        data: undefined,
        error: { message: 'anchors and aliases that reuse a list or mapping are not supported; write the items out', line: 1 },
        lineOf,
      };
    }
    return { data, lineOf };
  } catch (error) {
    if (error instanceof YAMLException) {
      return { data: undefined, error: { message: error.reason || error.message.split('\n')[0]!, line: (error.mark?.line ?? 0) + 1 }, lineOf };
    }
    return { data: undefined, error: { message: error instanceof Error ? error.message : String(error), line: 1 }, lineOf };
  }
}

/** Whether some list or mapping appears twice in the data (only YAML aliases can do that). */
function reusesNodes(data: unknown): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [data];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (seen.has(value)) return true;
    seen.add(value);
    stack.push(...Object.values(value));
  }
  return false;
}

/** The 1-based line where the node at `path` starts; walks up to the nearest node that exists. */
export function lineOfPath(document: Document, lineCounter: LineCounter, path: readonly (string | number)[]): number | undefined {
  for (let length = path.length; length >= 0; length--) {
    const node = document.getIn(path.slice(0, length), true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return undefined;
}
