/** The pure parts of the page actions: the edit URL from one setting, dates from one git log, the AI chat links. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aiChatLinks } from '../../src/lib/ai-links';
import { editBaseOf, editUrlOf } from '../../src/lib/edit-link';
import { displayDate, lastCommitDates } from '../../src/lib/git-dates';

describe('edit links', () => {
  it.each([
    [{ type: 'git', url: 'https://github.com/o/r', directory: 'apps/site' }, 'https://github.com/o/r/edit/main/apps/site/'],
    [{ url: 'git+https://github.com/o/r.git', directory: '/apps/site/' }, 'https://github.com/o/r/edit/main/apps/site/'],
    ['github:o/r', 'https://github.com/o/r/edit/main/'],
    ['o/r', 'https://github.com/o/r/edit/main/'],
  ])('repository %j → %s', (repository, base) => expect(editBaseOf(repository)).toBe(base));

  it('DOCS_EDIT_URL replaces the whole base; nothing set means no link', () => {
    expect(editBaseOf({ url: 'https://github.com/o/r' }, 'https://gitlab.com/o/r/-/edit/trunk/site')).toBe('https://gitlab.com/o/r/-/edit/trunk/site/');
    expect(editBaseOf(undefined)).toBeUndefined();
    expect(editBaseOf({ directory: 'apps/site' }, ' ')).toBeUndefined();
  });

  it('links files inside the site folder only', () => {
    const base = 'https://github.com/o/r/edit/main/apps/site/';
    expect(editUrlOf(base, '/repo/apps/site', '/repo/apps/site/src/content/docs/player/api.md')).toBe(`${base}src/content/docs/player/api.md`);
    expect(editUrlOf(base, '/repo/apps/site', '/repo/apps/site/src/content/docs/a b.md')).toBe(`${base}src/content/docs/a%20b.md`);
    expect(editUrlOf(base, '/repo/apps/site', '/tmp/fixture/docs/x.md')).toBeUndefined();
    expect(editUrlOf(undefined, '/repo/apps/site', '/repo/apps/site/src/content/docs/x.md')).toBeUndefined();
  });
});

describe('last updated', () => {
  const temporary = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  it('is empty, quietly, outside git', async () => {
    writeFileSync(path.join(temporary, 'page.md'), '# x\n');
    expect(await lastCommitDates(temporary)).toEqual(new Map());
  });

  it('dates each file under the folder by its newest commit, and gives up on a shallow clone', async () => {
    const repo = path.join(temporary, 'repo');
    mkdirSync(path.join(repo, 'docs', 'sub'), { recursive: true });
    const git = (cwd: string, date: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd,
        env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      });
    git(repo, '2026-01-01T00:00:00Z', 'init', '-q');
    writeFileSync(path.join(repo, 'docs', 'a.md'), 'a');
    writeFileSync(path.join(repo, 'docs', 'sub', 'b.md'), 'b');
    git(repo, '2026-01-01T00:00:00Z', 'add', '.');
    git(repo, '2026-01-01T00:00:00Z', 'commit', '-qm', 'one');
    writeFileSync(path.join(repo, 'docs', 'sub', 'b.md'), 'b2');
    git(repo, '2026-02-02T00:00:00Z', 'commit', '-qam', 'two');
    const docs = path.join(repo, 'docs');
    const dates = await lastCommitDates(docs);
    expect(dates.get(path.join(docs, 'a.md'))).toBe('2026-01-01T00:00:00+00:00');
    expect(dates.get(path.join(docs, 'sub', 'b.md'))).toBe('2026-02-02T00:00:00+00:00');
    const shallow = path.join(temporary, 'shallow');
    git(temporary, '2026-03-03T00:00:00Z', 'clone', '-q', '--depth', '1', `file://${repo}`, shallow);
    expect(await lastCommitDates(path.join(shallow, 'docs'))).toEqual(new Map());
  });

  it('shows the date in UTC', () => {
    expect(displayDate('2026-11-22T01:30:00+02:00')).toBe('November 21, 2026');
  });
});

describe('links that start a conversation about a page', () => {
  it("carry the Markdown twin's absolute address in the prompt, URL-encoded, for ChatGPT and Claude", () => {
    const links = aiChatLinks('https://docs.example.com', '/docs/player/api.md');
    expect(links.map((link) => link.label)).toEqual(['Open in ChatGPT', 'Open in Claude']);
    expect(links[0]!.href).toBe(
      `https://chatgpt.com/?q=${encodeURIComponent('Read the documentation page at https://docs.example.com/docs/player/api.md and help me with questions about it.')}`,
    );
    expect(links[1]!.href.startsWith('https://claude.ai/new?q=')).toBe(true);
    expect(decodeURIComponent(links[1]!.href.split('?q=')[1]!)).toContain('https://docs.example.com/docs/player/api.md');
    // Nothing in the prompt can end the query or start a fragment.
    expect(links[1]!.href.split('?q=')[1]).not.toMatch(/[ &#?]/);
  });
});
