/**
 * Reading the catalogue as it was at a git ref: `git archive` of the catalogue directory at that
 * commit, unpacked into a temporary directory that the caller removes when done.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Failure, UsageError } from '../errors.js';

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

function firstLine(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return (stderr || (error as Error).message).split('\n')[0]!.replace(/^fatal: /, '');
}

export type Snapshot = { dir: string; label: string; cleanup: () => Promise<void> };

/** The catalogue at `ref`, for the catalogue living at `catalogueDir` in the working tree. */
export async function snapshotAtRef(ref: string, catalogueDir: string): Promise<Snapshot> {
  // A ref that starts with "-" would be read by git as an option.
  if (ref.startsWith('-')) throw new UsageError(`"${ref}" is neither a directory nor a git ref`);
  let top: string;
  try {
    top = await realpath(await git(catalogueDir, ['rev-parse', '--show-toplevel']));
  } catch {
    throw new UsageError(`"${ref}" is not a directory, and the catalogue is not in a git repository to read it as a ref from`);
  }
  let commit: string;
  try {
    commit = await git(top, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new UsageError(`"${ref}" is neither a directory nor a git ref`);
  }
  const inRepo =
    path
      .relative(top, await realpath(catalogueDir))
      .split(path.sep)
      .join('/') || '.';
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'docs-catalogue-'));
  const cleanup = () => rm(temporary, { recursive: true, force: true });
  try {
    const archive = path.join(temporary, 'snapshot.tar');
    const unpacked = path.join(temporary, 'tree');
    await git(top, ['archive', '--format=tar', `--output=${archive}`, commit, '--', inRepo]);
    await mkdir(unpacked);
    await run('tar', ['-x', '-f', archive, '-C', unpacked]);
    return { dir: path.join(unpacked, inRepo), label: `${ref} (${commit.slice(0, 10)})`, cleanup };
  } catch (error) {
    await cleanup();
    const reason = firstLine(error);
    if (/pathspec .* did not match/.test(reason)) throw new Failure(`the catalogue directory ${inRepo} does not exist at ${ref}`);
    throw new Failure(`cannot read the catalogue at ${ref}: ${reason}`);
  }
}
