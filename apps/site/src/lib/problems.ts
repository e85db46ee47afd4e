/** Turns catalogue problems into the lines a maintainer reads when the build refuses a catalogue. */
import type { Problem } from '@docs/catalogue';

export function formatProblem(problem: Problem): string {
  const where = problem.file === undefined ? '(catalogue)' : problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  const page = problem.docId === undefined ? '' : ` [${problem.docId}]`;
  return `${where} ${problem.severity} ${problem.code}${page}: ${problem.message}`;
}

export class CatalogueError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    const errors = problems.filter((problem) => problem.severity === 'error');
    super(`The catalogue has ${errors.length} error(s); the site is not built:\n${errors.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`);
    this.name = 'CatalogueError';
  }
}
