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

/** Runs `node` with `args` in `cwd`; rejects with a BuildStepError naming `step` when it fails. */
export function runNode(step: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new BuildStepError(`${step} ${signal ? `was stopped by ${signal}` : `failed (exit code ${code})`}`, code ?? 1)),
    );
  });
}
