/**
 * The three ways `validate` reports problems: grouped text for people, JSON for tools, and
 * GitHub Actions workflow commands, which GitHub shows as annotations on the changed lines.
 */
import type { Problem } from '@docs/catalogue';
import { catalogueFilePath } from './catalogue-dir.js';
import { columns, plural, printable, type Colors } from './io.js';

export const PROBLEM_FORMATS = ['text', 'json', 'github'] as const;
export type ProblemFormat = (typeof PROBLEM_FORMATS)[number];

/** A problem as reported: severity after --strict, file as a path the reader can open. */
export type ReportedProblem = {
  file?: string;
  line?: number;
  severity: Problem['severity'];
  code: string;
  docId?: string;
  message: string;
  path: Problem['path'];
};

export type ReportContext = {
  /** Absolute catalogue directory; problem files are relative to it. */
  dir: string;
  /** Paths are shown relative to this directory. */
  base: string;
  strict: boolean;
};

export function reportedProblems(problems: readonly Problem[], context: ReportContext): ReportedProblem[] {
  return problems
    .map((problem) => ({
      ...(problem.file === undefined ? {} : { file: catalogueFilePath(context.dir, problem.file, context.base) }),
      ...(problem.line === undefined ? {} : { line: problem.line }),
      severity: context.strict ? 'error' : problem.severity,
      code: problem.code,
      ...(problem.docId === undefined ? {} : { docId: problem.docId }),
      message: problem.message,
      path: problem.path,
    }))
    .sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || a.code.localeCompare(b.code));
}

export type Counts = { errors: number; warnings: number; files: number };

export function countProblems(problems: readonly ReportedProblem[]): Counts {
  return {
    errors: problems.filter((problem) => problem.severity === 'error').length,
    warnings: problems.filter((problem) => problem.severity === 'warning').length,
    files: new Set(problems.map((problem) => problem.file ?? '')).size,
  };
}

const NO_FILE = '(catalogue)';

/** Problems grouped under the file they are in, one line each: line, severity, rule, page id, message. */
export function formatText(problems: readonly ReportedProblem[], c: Colors): string {
  const groups = new Map<string, ReportedProblem[]>();
  for (const problem of problems) {
    const key = problem.file ?? NO_FILE;
    groups.set(key, [...(groups.get(key) ?? []), problem]);
  }
  const lines: string[] = [];
  for (const [file, group] of groups) {
    lines.push(c.underline(printable(file)));
    const rows = group.map((problem) => [
      `  ${problem.line === undefined ? '' : `line ${problem.line}`}`,
      problem.severity === 'error' ? c.red('error') : c.yellow('warning'),
      c.dim(problem.code),
      `${problem.docId === undefined ? '' : `${c.bold(printable(problem.docId))}: `}${printable(problem.message)}`,
    ]);
    lines.push(...columns(rows), '');
  }
  return lines.join('\n');
}

export function summaryLine(counts: Counts, pages: number, where: string, c: Colors): string {
  if (counts.errors === 0 && counts.warnings === 0) return c.green(`No problems in the catalogue at ${where} (${plural(pages, 'page')}).`);
  const parts = [counts.errors ? c.red(plural(counts.errors, 'error')) : '', counts.warnings ? c.yellow(plural(counts.warnings, 'warning')) : ''].filter(Boolean);
  return `${parts.join(' and ')} in ${plural(counts.files, 'file')} of the catalogue at ${where} (${plural(pages, 'page')}).`;
}

export function formatJson(problems: readonly ReportedProblem[], meta: { dir: string; pages: number; strict: boolean }): string {
  const counts = countProblems(problems);
  return JSON.stringify({ dir: meta.dir, strict: meta.strict, pages: meta.pages, errors: counts.errors, warnings: counts.warnings, problems }, null, 2);
}

/** Workflow command escaping: data escapes %, CR and LF; property values also escape ":" and ",". */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `::error file=…,line=…,title=<rule>::<page id>: <message>`, one line per problem. */
export function formatGithub(problems: readonly ReportedProblem[]): string {
  return problems
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
