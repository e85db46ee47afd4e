/** validate's github format and --strict, on one fixture with an error and a warning. */
import { afterAll, describe, expect, it } from 'vitest';
import { copyValid, editText, page, removeTemporaryDirs, runCli, writeText } from './helpers.js';

afterAll(removeTemporaryDirs);

/** One error (a sidebar link to no page) and one warning (a description that repeats the title). */
function withErrorAndWarning(): string {
  const dir = copyValid();
  writeText(dir, 'docs/installation.mdx', page(['title: Installation', 'description: Installation']));
  editText(dir, 'sidebars.yaml', (text) => text.replace('href: /docs/guides/rendering', 'href: /docs/guides/rendring'));
  return dir;
}

/** Only a warning. */
function withWarning(): string {
  const dir = copyValid();
  writeText(dir, 'docs/installation.mdx', page(['title: Installation', 'description: Installation']));
  return dir;
}

describe('--format github', () => {
  it('prints one workflow command per problem, with the file relative to the working directory', async () => {
    const dir = withErrorAndWarning();
    const run = await runCli(['validate', '--format', 'github', '--dir', '.'], { cwd: dir });
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '::warning file=docs/installation.mdx,line=3,title=description-repeats-title::installation: the description only repeats the title; say what the page covers [description-repeats-title]',
      '::error file=sidebars.yaml,line=35,title=broken-internal-href::the href "/docs/guides/rendring" matches no page of the catalogue; did you mean "/docs/guides/rendering/"? (at sidebars.apiSidebar[1].href) [broken-internal-href]',
    ]);
    expect(lines[2]).toMatch(/^1 error and 1 warning in 2 files/);
  });

  it('names files relative to GITHUB_WORKSPACE when Actions sets it', async () => {
    const dir = withErrorAndWarning();
    const workspace = dir.split('/').slice(0, -1).join('/');
    const run = await runCli(['validate', '--format', 'github', '--dir', dir], { env: { GITHUB_WORKSPACE: workspace } });
    expect(run.stdout).toContain('::error file=catalogue/sidebars.yaml,line=35,');
  });

  it('escapes what would end a workflow command early', async () => {
    const dir = copyValid();
    editText(dir, 'sidebars.yaml', (text) => text.replace('href: /docs/guides/rendering', 'href: "/docs/100%,x\\nnext"'));
    const run = await runCli(['validate', '--format', 'github', '--dir', dir]);
    const annotation = run.stdout.split('\n').find((line) => line.startsWith('::error'))!;
    expect(annotation).toContain('/docs/100%25,x\\u000anext');
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::'))).toHaveLength(1);
  });
});

describe('--strict', () => {
  it('passes warnings without --strict and fails them with it', async () => {
    const dir = withWarning();
    const plain = await runCli(['validate', '--dir', dir]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/warning +description-repeats-title +installation: /);
    expect(plain.stdout).toContain('1 warning in 1 file');

    const strict = await runCli(['validate', '--strict', '--dir', dir, '--format', 'json']);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({
      strict: true,
      errors: 1,
      warnings: 0,
      problems: [{ code: 'description-repeats-title', severity: 'error' }],
    });
  });

  it('turns warnings into ::error annotations', async () => {
    const run = await runCli(['validate', '--strict', '--format', 'github', '--dir', withWarning()]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=\S+installation\.mdx,line=3,title=description-repeats-title::/);
  });
});
