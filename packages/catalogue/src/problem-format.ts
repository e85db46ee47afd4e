/**
 * Problems as people and tools read them, the same whichever tool found them: one line for a log,
 * the errors under a heading for a refused build, text grouped by file for a terminal, GitHub
 * workflow commands for annotations, and records for JSON. Every format lists problems by file,
 * line and code. Files are printed as given: callers pass them the way their reader should see them.
 */
import type { Problem } from './problem.js';

/** How the grouped text is coloured (picocolors' `createColors()` fits); plain by default. */
export type ProblemStyle = Record<'red' | 'yellow' | 'dim' | 'bold' | 'underline', (text: string) => string>;

const plain = (text: string) => text;
const PLAIN: ProblemStyle = { red: plain, yellow: plain, dim: plain, bold: plain, underline: plain };

// C0/C1 controls (ESC starts terminal sequences), DEL, and bidi overrides that reorder what a reader sees.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Catalogue text made safe to print: unprintable characters are shown as \uXXXX escapes. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What a problem in no one file is listed under. */
const NO_FILE = '(catalogue)';

/** By file, then line, then code: the order of every report. */
export function sortProblems<P extends Problem>(problems: readonly P[]): P[] {
  return [...problems].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || a.code.localeCompare(b.code));
}

export type ProblemCounts = { errors: number; warnings: number; files: number };

export function countProblems(problems: readonly Problem[]): ProblemCounts {
  return {
    errors: problems.filter((problem) => problem.severity === 'error').length,
    warnings: problems.filter((problem) => problem.severity === 'warning').length,
    files: new Set(problems.map((problem) => problem.file ?? '')).size,
  };
}

/** One line: `docs/a.md:2 error title-length [a]: the title is empty`. */
export function problemLine(problem: Problem): string {
  const where = problem.file === undefined ? NO_FILE : problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  const page = problem.docId === undefined ? '' : ` [${problem.docId}]`;
  return printable(`${where} ${problem.severity} ${problem.code}${page}: ${problem.message}`);
}

/** The errors, one line each, under a heading that counts them and says what they stop: `The catalogue has 2 error(s); the site is not built:`. */
export function errorReport(problems: readonly Problem[], { subject, consequence }: { subject: string; consequence: string }): string {
  const errors = sortProblems(problems.filter((problem) => problem.severity === 'error'));
  return `${subject} has ${errors.length} error(s); ${consequence}:\n${errors.map((problem) => `  ${problemLine(problem)}`).join('\n')}`;
}

/** Rows padded to the widest cell of each column but the last; styled after padding, so colour codes take no width. */
function alignedRows(rows: { text: string; style: (text: string) => string }[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.text.length);
  return rows.map((row) =>
    row
      .map((cell, index) => cell.style(cell.text) + (index === row.length - 1 ? '' : ' '.repeat(widths[index]! - cell.text.length)))
      .join('  ')
      .trimEnd(),
  );
}

/** Problems grouped under the file they are in, one row each: line, severity, code, page id and message. Ends with an empty line. */
export function problemsAsText(problems: readonly Problem[], style: ProblemStyle = PLAIN): string {
  const groups = new Map<string, Problem[]>();
  for (const problem of sortProblems(problems)) {
    const file = problem.file ?? NO_FILE;
    groups.set(file, [...(groups.get(file) ?? []), problem]);
  }
  const lines: string[] = [];
  for (const [file, group] of groups) {
    lines.push(style.underline(printable(file)));
    const rows = group.map((problem) => [
      { text: `  ${problem.line === undefined ? '' : `line ${problem.line}`}`, style: plain },
      problem.severity === 'error' ? { text: 'error', style: style.red } : { text: 'warning', style: style.yellow },
      { text: problem.code, style: style.dim },
      { text: `${problem.docId === undefined ? '' : `${style.bold(printable(problem.docId))}: `}${printable(problem.message)}`, style: plain },
    ]);
    lines.push(...alignedRows(rows), '');
  }
  return lines.join('\n');
}

/** Workflow command escaping: data escapes %, CR and LF; property values also escape ":" and ",". */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** GitHub Actions workflow commands, one per problem: `::error file=…,line=…,title=<code>::<page id>: <message> [<code>]`. */
export function problemsAsGithub(problems: readonly Problem[]): string {
  return sortProblems(problems)
    .map((problem) => {
      const properties = [
        problem.file === undefined ? undefined : `file=${escapeProperty(printable(problem.file))}`,
        problem.line === undefined ? undefined : `line=${problem.line}`,
        `title=${escapeProperty(problem.code)}`,
      ].filter((part): part is string => part !== undefined);
      const message = `${problem.docId === undefined ? '' : `${problem.docId}: `}${problem.message} [${problem.code}]`;
      return `::${problem.severity} ${properties.join(',')}::${escapeData(printable(message))}`;
    })
    .join('\n');
}

/** Problems for JSON, sorted, each with its fields in one order: file, line, severity, code, docId, message, path. */
export function problemRecords(problems: readonly Problem[]): Problem[] {
  return sortProblems(problems).map((problem) => ({
    ...(problem.file === undefined ? {} : { file: problem.file }),
    ...(problem.line === undefined ? {} : { line: problem.line }),
    severity: problem.severity,
    code: problem.code,
    ...(problem.docId === undefined ? {} : { docId: problem.docId }),
    message: problem.message,
    path: problem.path,
  }));
}
