/** The command line itself: help, version, exit codes for bad usage, colours, no stack traces. */
import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, cleanEnv, copyValid, removeTemporaryDirs, runCli, STACK_FRAME, temporaryDir, VALID, writeText, page } from './helpers.js';

afterAll(removeTemporaryDirs);

const COMMANDS = ['validate', 'list', 'show', 'tree', 'stats', 'diff', 'export', 'check-site'];
const ESC = '\u001b[';

describe('help and version', () => {
  it('lists every command and the exit codes', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    expect(run.stdout).toContain('Exit codes:');
  });

  it.concurrent.each(COMMANDS)('%s --help describes the command and its options', async (command) => {
    const run = await runCli([command, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`$ docs-catalogue ${command}`);
    expect(run.stdout).toContain('--dir <path>');
    expect(run.stderr).toBe('');
  });

  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(path.join(path.dirname(CLI), '..', 'package.json'), 'utf8')) as { version: string };
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^docs-catalogue/${version.replace(/\./g, '\\.')} `));
  });
});

describe('bad usage exits 2 with one line and no stack trace', () => {
  const cases: [string, string[], RegExp][] = [
    ['no command', [], /Usage:/],
    ['an unknown command', ['validte'], /unknown command "validte"; did you mean "validate"\?/],
    ['an unknown option', ['validate', '--strcit', '--dir', VALID], /Unknown option `--strcit`/],
    ['a bad --format', ['validate', '--format', 'xml', '--dir', VALID], /--format must be one of text, json, github \(got "xml"\)/],
    ['--format without a value', ['validate', '--format'], /`--format <format>` value is missing/],
    ['a missing --dir', ['validate', '--dir', 'no/such/dir'], /--dir "no\/such\/dir" does not exist/],
    ['--dir naming a file', ['validate', '--dir', CLI], /is not a directory/],
    ['a missing argument', ['show', '--dir', VALID], /missing required args for command `show <id>`/],
    ['an extra argument', ['stats', 'extra', '--dir', VALID], /Unused args: `extra`/],
    ['a bad --depth', ['tree', 'mainSidebar', '--depth', '0', '--dir', VALID], /--depth must be a whole number of at least 1/],
    ['--format given twice', ['validate', '--format', 'json', '--format', 'text', '--dir', VALID], /--format was given 2 times/],
    ['export without --format', ['export', '--dir', VALID], /--format is required/],
    ['a bad --site-url', ['export', '--format', 'llms', '--site-url', 'javascript:alert(1)', '--dir', VALID], /--site-url must use http or https/],
    ['--sidebar with --no-sidebar', ['list', '--no-sidebar', '--sidebar', 'mainSidebar', '--dir', VALID], /cannot be combined/],
    ['a missing check-site directory', ['check-site', 'no/dist', '--dir', VALID], /the built site "no\/dist" does not exist/],
    [
      'a diff target that is neither a directory nor a ref',
      ['diff', 'no-such-ref-or-dir', '--dir', VALID],
      /"no-such-ref-or-dir" is neither a directory nor a git ref/,
    ],
  ];
  it.concurrent.each(cases)('%s', async (_name, args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toMatch(message);
    expect(run.stdout + run.stderr).not.toMatch(STACK_FRAME);
    if (args.length) expect(run.stderr.trim().split('\n')[0]).toMatch(/^docs-catalogue: /);
  });
});

describe('colour', () => {
  const broken = () => {
    const dir = copyValid();
    writeText(dir, 'docs/installation.mdx', page(['title: ""', 'description: Which packages to add.']));
    return dir;
  };

  it('is off when the output is not a terminal', async () => {
    const run = await runCli(['validate', '--dir', broken()]);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain(ESC);
  });

  it('is off in CI logs that are not terminals (picocolors alone would turn it on)', async () => {
    const run = await runCli(['validate', '--dir', broken()], { env: { CI: 'true' } });
    expect(run.stdout).not.toContain(ESC);
  });

  it('can be forced with FORCE_COLOR, and NO_COLOR still wins', async () => {
    const dir = broken();
    expect((await runCli(['validate', '--dir', dir], { env: { FORCE_COLOR: '1' } })).stdout).toContain(ESC);
    expect((await runCli(['validate', '--dir', dir], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout).not.toContain(ESC);
  });

  /** Runs the CLI with its stdout on a pseudo-terminal, through util-linux `script`. */
  const inTerminal = (args: string[], env: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const command = [process.execPath, CLI, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
      execFile('script', ['-qec', command, '/dev/null'], { env: cleanEnv({ TERM: 'xterm', ...env }) }, (error, stdout) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve(stdout);
      });
    });
  const hasScript = (() => {
    try {
      return readFileSync('/usr/bin/script').length > 0;
    } catch {
      return false;
    }
  })();

  it.skipIf(!hasScript)('is on in a terminal, and off there with NO_COLOR', async () => {
    const dir = broken();
    expect(await inTerminal(['validate', '--dir', dir], {})).toContain(ESC);
    expect(await inTerminal(['validate', '--dir', dir], { NO_COLOR: '1' })).not.toContain(ESC);
  });
});

describe('the default catalogue', () => {
  it('is found by walking up from the working directory to apps/site/src/content', async () => {
    const root = temporaryDir();
    const content = path.join(root, 'apps', 'site', 'src', 'content');
    const { cpSync, mkdirSync } = await import('node:fs');
    cpSync(VALID, content, { recursive: true });
    const nested = path.join(root, 'packages', 'somewhere');
    mkdirSync(nested, { recursive: true });
    const run = await runCli(['stats', '--json'], { cwd: nested });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ pages: 9, stubs: 1 });
  });
});

describe('untrusted catalogue text', () => {
  it('cannot send terminal control sequences', async () => {
    const dir = copyValid();
    writeText(
      dir,
      'docs/installation.mdx',
      page(['title: "Install\\e[2J\\e]0;owned\\a"', 'description: Which packages to add and which Node versions are supported.']),
    );
    const run = await runCli(['show', 'installation', '--dir', dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).toContain('Install\\u001b[2J\\u001b]0;owned\\u0007');
  });
});
