/**
 * The two ways a command can fail on purpose. Anything else that is thrown is a bug, reported
 * on one line by the entry point (never as a stack trace, unless DOCS_CATALOGUE_DEBUG is set).
 */

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The command line itself is wrong: unknown option, missing argument, bad value, missing path. Exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command ran and found something wrong (unknown id, unwritable file, broken ref). Exit 1. */
export class Failure extends Error {
  override readonly name = 'Failure';
}

/** cac throws its own error class for unknown options, missing arguments and extra arguments. */
export function isParserError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'CACError';
}

/** The reason part of a Node error, without the syscall noise: "ENOENT: no such file or directory, open 'x'" → "no such file or directory". */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const match = /^[A-Z_]+: ([^,]+)/.exec(error.message);
  return match ? match[1]! : error.message;
}
