/** Running the built binary as a subprocess, and making throwaway copies of the fixture catalogue. */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLI = path.resolve(here, '..', 'dist', 'cli.js');
export const VALID = path.join(here, 'fixtures', 'valid');

export type Run = { code: number; stdout: string; stderr: string };

/** Environment variables that change output; tests start without them and opt in. */
const OUTPUT_ENV = ['NO_COLOR', 'FORCE_COLOR', 'CI', 'GITHUB_WORKSPACE', 'DOCS_CATALOGUE_DEBUG', 'TERM'];

export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of OUTPUT_ENV) delete env[name];
  return { ...env, ...extra };
}

export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: options.cwd ?? here, env: cleanEnv(options.env), maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const temporaryDirs: string[] = [];

export function temporaryDir(prefix = 'cli-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

export function removeTemporaryDirs(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh copy of the valid fixture catalogue. */
export function copyValid(): string {
  const dir = path.join(temporaryDir(), 'catalogue');
  cpSync(VALID, dir, { recursive: true });
  return dir;
}

export function readText(dir: string, file: string): string {
  return readFileSync(path.join(dir, file), 'utf8');
}

export function writeText(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

export function editText(dir: string, file: string, edit: (text: string) => string): void {
  const before = readText(dir, file);
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeText(dir, file, after);
}

/** A page file from frontmatter lines and a body. */
export function page(frontmatter: string[], body = 'Text.'): string {
  return `---\n${frontmatter.join('\n')}\n---\n\n${body}\n`;
}

/** No stack trace may reach the user: Node prints frames as "    at fn (file:line:col)". */
export const STACK_FRAME = /^\s+at .+[:(]/m;
