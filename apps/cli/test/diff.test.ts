/** diff between two catalogues: directories and git refs; removals need redirect stubs. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyValid, editText, page, removeTemporaryDirs, runCli, STACK_FRAME, temporaryDir, VALID, writeText } from './helpers.js';

afterAll(removeTemporaryDirs);

/** Removes the installation page and its sidebar entry (the catalogue itself stays valid). */
function removeInstallation(dir: string): void {
  rmSync(path.join(dir, 'docs', 'installation.mdx'));
  editText(dir, 'sidebars.yaml', (text) => text.replace('  - installation\n', ''));
}

/** Replaces the installation page by a redirect stub to `target`. */
function stubInstallation(dir: string, target: string): void {
  writeText(
    dir,
    'docs/installation.mdx',
    page(['title: Installation (moved)', 'description: Installing is now part of getting started.', `movedTo: ${target}`]),
  );
  editText(dir, 'sidebars.yaml', (text) => text.replace('  - installation\n', ''));
}

describe('diff between directories', () => {
  it('reports no changes for the same catalogue', async () => {
    const run = await runCli(['diff', VALID, '--dir', VALID]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('no page changes');
    expect(run.stdout).toContain('Every old URL still leads to a page.');
  });

  it('fails on a page removed without a redirect stub', async () => {
    const dir = copyValid();
    removeInstallation(dir);
    const run = await runCli(['diff', VALID, '--dir', dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Removed without a redirect stub (1)');
    expect(run.stdout).toContain('- installation — /docs/installation/ would break');
    expect(run.stdout).toContain('1 old URL would break.');
    expect(run.stdout + run.stderr).not.toMatch(STACK_FRAME);
  });

  it('accepts a page replaced by a redirect stub to a real page', async () => {
    const dir = copyValid();
    stubInstallation(dir, 'getting-started');
    const run = await runCli(['diff', VALID, '--dir', dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Replaced by a redirect stub (1)\n  ~ installation → getting-started');
  });

  it.concurrent.each([
    ['a missing page', 'setup', 'no page has that id'],
    ['another stub', 'old-player', 'it is itself a redirect stub to "api/player"'],
  ])('fails on a stub pointing at %s', async (_name, target, reason) => {
    const dir = copyValid();
    stubInstallation(dir, target);
    const run = await runCli(['diff', VALID, '--dir', dir, '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ errors: 1, brokenStubs: [{ id: 'installation', movedTo: target, reason }] });
    // The new catalogue is itself invalid; diff says so but still compares.
    expect(run.stderr).toContain('has validation errors');
  });

  it('reports added, retitled and moved pages', async () => {
    const dir = copyValid();
    writeText(dir, 'docs/guides/captions.mdx', page(['title: Captions', 'description: Showing subtitles that follow the spoken words.']));
    editText(dir, 'docs/guides/rendering.mdx', (text) => text.replace('title: Rendering', 'title: Rendering locally'));
    editText(dir, 'sidebars.yaml', (text) =>
      text
        .replace('      - guides/rendering\n', '      - guides/rendering\n      - guides/captions\n')
        // audio leaves the Guides category for the top level; standalone joins the API sidebar.
        .replace('      - type: doc\n        id: guides/audio\n        label: Working with audio\n        className: paid\n', '')
        .replace('  - type: html\n', '  - guides/audio\n  - type: html\n')
        .replace('      - api/player\n', '      - api/player\n      - standalone\n'),
    );
    const run = await runCli(['diff', VALID, '--dir', dir, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      errors: 0,
      added: [{ id: 'guides/captions', title: 'Captions' }],
      removed: [],
      retitled: [{ id: 'guides/rendering', from: 'Rendering', to: 'Rendering locally' }],
      movedSidebar: [{ id: 'standalone', to: 'apiSidebar' }],
      movedCategory: [{ id: 'guides/audio', sidebar: 'mainSidebar', from: ['Guides'], to: [] }],
    });
    const text = await runCli(['diff', VALID, '--dir', dir]);
    expect(text.stdout).toContain('+ guides/captions — Captions');
    expect(text.stdout).toContain('> guides/audio (mainSidebar): Guides → (top level)');
    expect(text.stdout).toContain('> standalone: (no sidebar) → apiSidebar');
    expect(text.stdout).toContain('* guides/rendering: "Rendering" → "Rendering locally"');
  });
});

describe('diff against a git ref', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd,
      stdio: 'pipe',
    }).toString();

  /** A repository whose first commit holds the valid catalogue under site/content. */
  function repository(): { root: string; dir: string; tmp: string } {
    const root = temporaryDir('cli-git-');
    const dir = path.join(root, 'site', 'content');
    cpSync(VALID, dir, { recursive: true });
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'catalogue');
    const tmp = path.join(root, '.tmp');
    mkdirSync(tmp);
    return { root, dir, tmp };
  }

  it('fails when the working tree removes a page without a stub, and cleans up its snapshot', async () => {
    const { root, dir, tmp } = repository();
    removeInstallation(dir);
    const run = await runCli(['diff', 'HEAD', '--dir', 'site/content'], { cwd: root, env: { TMPDIR: tmp } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^HEAD \([0-9a-f]{10}\) → site\/content: 1 change/);
    expect(run.stdout).toContain('- installation — /docs/installation/ would break');
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('passes when the page became a stub', async () => {
    const { root, dir } = repository();
    stubInstallation(dir, 'getting-started');
    const run = await runCli(['diff', 'HEAD', '--dir', dir], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('~ installation → getting-started');
  });

  it('compares two commits when the ref names the older one', async () => {
    const { root, dir } = repository();
    removeInstallation(dir);
    git(root, 'commit', '-qam', 'remove installation');
    const run = await runCli(['diff', 'HEAD~1', '--dir', dir], { cwd: root });
    expect(run.code).toBe(1);
    const same = await runCli(['diff', 'HEAD', '--dir', dir], { cwd: root });
    expect(same.code).toBe(0);
  });

  it('explains a ref that has no catalogue directory', async () => {
    const { root } = repository();
    const other = path.join(root, 'other');
    cpSync(VALID, other, { recursive: true });
    const run = await runCli(['diff', 'HEAD', '--dir', 'other'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('docs-catalogue: the catalogue directory other does not exist at HEAD\n');
  });
});
