/** export: the three formats, and --out writing atomically. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCatalogue } from '@docs/catalogue/node';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, DOCS_IDENTITY } from '../src/docs-identity.js';
import { copyValid, removeTemporaryDirs, runCli, STACK_FRAME, temporaryDir, VALID, writeText, page } from './helpers.js';

afterAll(removeTemporaryDirs);

describe('export to stdout', () => {
  it('writes the native catalogue JSON: the catalogue the library loads, as it is', async () => {
    const run = await runCli(['export', '--format', 'json', '--dir', VALID]);
    expect(run.code).toBe(0);
    const { catalogue } = await loadCatalogue(VALID);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(catalogue)));
    expect(Object.keys(catalogue.docs)).toHaveLength(9);
    expect(catalogue.homeId).toBe('getting-started');
  });

  it('writes Docusaurus version metadata', async () => {
    const run = await runCli(['export', '--format', 'docusaurus', '--dir', VALID]);
    const metadata = JSON.parse(run.stdout);
    expect(metadata).toMatchObject({ pluginId: 'default', version: 'current', isLast: true, banner: null });
    expect(metadata.docsSidebars.mainSidebar[0]).toEqual({ type: 'link', label: 'Getting started', href: '/docs/', docId: 'getting-started' });
    expect(metadata.docs['api/player']).toEqual({
      id: 'api/player',
      title: 'Player',
      description: 'The component that plays a composition inside a web page.',
      sidebar: 'apiSidebar',
    });
  });

  it('writes the llms.txt the site serves, with Markdown links on the given site, leaving out stubs', async () => {
    const local = await runCli(['export', '--format', 'llms', '--dir', VALID]);
    expect(local.stdout).toContain(`- [Installation](${DEFAULT_SITE_URL}/docs/installation.md): Which packages to add`);
    const site = await runCli(['export', '--format', 'llms', '--site-url', 'https://docs.example.com/', '--dir', VALID]);
    expect(site.stdout).toMatch(new RegExp(`^# ${DOCS_IDENTITY.name}\n`));
    expect(site.stdout).toContain('## Guides: Guides\n');
    expect(site.stdout).toContain('- [Getting started](https://docs.example.com/docs/getting-started.md): ');
    expect(site.stdout).not.toContain('old-player');
  });

  it('writes the descriptions as the site publishes them: with the documented first version, in Docusaurus metadata and llms.txt, not in the native JSON', async () => {
    const site = path.resolve(path.dirname(VALID), '..', '..', '..', 'site', 'src', 'content');
    const [docusaurus, llms, json] = await Promise.all([
      runCli(['export', '--format', 'docusaurus', '--dir', site]),
      runCli(['export', '--format', 'llms', '--dir', site]),
      runCli(['export', '--format', 'json', '--dir', site]),
    ]);
    const written = JSON.parse(json.stdout).docs['shapes/make-heart'].description as string;
    expect(written).not.toContain('Available from');
    expect(JSON.parse(docusaurus.stdout).docs['shapes/make-heart'].description).toBe(`${written} Available from v4.0.315.`);
    expect(llms.stdout).toContain(`/docs/shapes/make-heart.md): ${written} Available from v4.0.315.\n`);
  });

  it('refuses to export a catalogue with errors', async () => {
    const dir = copyValid();
    writeText(dir, 'docs/installation.mdx', page(['title: ""', 'description: Which packages to add.']));
    const run = await runCli(['export', '--format', 'json', '--dir', dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/has 1 error; nothing was exported/);
  });
});

describe('export --out', () => {
  it('writes the file and nothing else', async () => {
    const out = temporaryDir();
    const run = await runCli(['export', '--format', 'docusaurus', '--out', path.join(out, 'version.json'), '--dir', VALID]);
    expect(run.code).toBe(0);
    expect(readdirSync(out)).toEqual(['version.json']);
    expect(JSON.parse(readFileSync(path.join(out, 'version.json'), 'utf8')).pluginId).toBe('default');
  });

  it('replaces an existing file whole', async () => {
    const out = temporaryDir();
    const file = path.join(out, 'llms.txt');
    writeFileSync(file, 'old content that is longer than nothing\n'.repeat(100));
    const run = await runCli(['export', '--format', 'llms', '--out', file, '--dir', VALID]);
    expect(run.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^# ${DOCS_IDENTITY.name}\n[\\s\\S]*\n$`));
    expect(readFileSync(file, 'utf8')).not.toContain('old content');
    expect(readdirSync(out)).toEqual(['llms.txt']);
  });

  // Each target fails at a different step: opening the temporary file, or renaming it into place.
  it.concurrent.each([
    ['a directory that does not exist', (out: string) => path.join(out, 'missing', 'catalogue.json')],
    [
      'a path below a regular file',
      (out: string) => {
        writeFileSync(path.join(out, 'plain'), 'x');
        return path.join(out, 'plain', 'catalogue.json');
      },
    ],
    [
      'a path that is a directory',
      (out: string) => {
        mkdirSync(path.join(out, 'taken'));
        return path.join(out, 'taken');
      },
    ],
  ])('leaves nothing behind when writing to %s fails', async (_name, target) => {
    const out = temporaryDir();
    const file = target(out);
    const before = readdirSync(out).sort();
    const run = await runCli(['export', '--format', 'json', '--out', file, '--dir', VALID]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^docs-catalogue: cannot write .*; nothing was written\n$/);
    expect(run.stderr).not.toMatch(STACK_FRAME);
    expect(readdirSync(out).sort()).toEqual(before);
    if (existsSync(path.join(out, 'taken'))) expect(readdirSync(path.join(out, 'taken'))).toEqual([]);
  });
});
