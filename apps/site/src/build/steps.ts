/** The build's steps that are commands of their own (Astro's build, Pagefind), run with their output shown. */
import { spawn } from 'node:child_process';

/** A step that failed and has said why itself: the build stops with its exit code, adding one line. */
export class BuildStepError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'BuildStepError';
    this.stack = '';
  }
}

/** Runs `command` with `args` in `cwd`; rejects with a BuildStepError naming `step` when it fails. */
export function runStep(step: string, command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new BuildStepError(`${step} ${signal ? `was stopped by ${signal}` : `failed (exit code ${code})`}`, code ?? 1)),
    );
  });
}
