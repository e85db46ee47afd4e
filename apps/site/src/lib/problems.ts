/** Turns catalogue problems into the lines a maintainer reads when the build refuses a catalogue. */
import path from 'node:path';
import type { Problem } from '@docs/catalogue';

export function formatProblem(problem: Problem): string {
  const where = problem.file === undefined ? '(catalogue)' : problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  const page = problem.docId === undefined ? '' : ` [${problem.docId}]`;
  return `${where} ${problem.severity} ${problem.code}${page}: ${problem.message}`;
}

/** The errors of a catalogue (or of the data checked against it), one line each, under a heading that counts them and says what they stop. */
export function errorReport(problems: readonly Problem[], consequence = 'the site is not built', subject = 'The catalogue'): string {
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
  return `${subject} has ${errors.length} error(s); ${consequence}:\n${errors.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`;
}

/**
 * A catalogue with errors. It is the writer's to fix, not a fault of the code, so it carries no stack
 * trace; `loc` points at the first error, for the dev server's overlay.
 */
export class CatalogueError extends Error {
  readonly loc?: { file: string; line: number; column: number };

  constructor(readonly problems: readonly Problem[], contentDir?: string, consequence?: string, subject?: string) {
    super(errorReport(problems, consequence, subject));
    this.name = 'CatalogueError';
    this.stack = '';
    const first = problems.find((problem) => problem.severity === 'error' && problem.file !== undefined);
    // A file outside the catalogue (the API reference's data) is named by its absolute path.
    if (contentDir !== undefined && first?.file !== undefined) this.loc = { file: path.resolve(contentDir, first.file), line: first.line ?? 1, column: 1 };
  }
}
