/** The error that refuses a catalogue with errors, in the build and in the dev server's overlay (the lines come from `errorReport` of @docs/catalogue). */
import path from 'node:path';
import { errorReport, type Problem } from '@docs/catalogue';

/**
 * A catalogue with errors. It is the writer's to fix, not a fault of the code, so it carries no stack
 * trace; `loc` points at the first error, for the dev server's overlay.
 */
export class CatalogueError extends Error {
  readonly loc?: { file: string; line: number; column: number };

  constructor(
    readonly problems: readonly Problem[],
    contentDir?: string,
    consequence = 'the site is not built',
    subject = 'The catalogue',
  ) {
    super(errorReport(problems, { subject, consequence }));
    this.name = 'CatalogueError';
    this.stack = '';
    const first = problems.find((problem) => problem.severity === 'error' && problem.file !== undefined);
    // A file outside the catalogue (the API reference's data) is named by its absolute path.
    if (contentDir !== undefined && first?.file !== undefined) this.loc = { file: path.resolve(contentDir, first.file), line: first.line ?? 1, column: 1 };
  }
}
