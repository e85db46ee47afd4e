/**
 * validate checks the catalogue against the committed API reference data: a description's
 * "Available from" note must agree with it, and on the site's catalogue with --strict every
 * override must name a page. Problems read like the catalogue's own: file, line, page, rule, once.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { copyValid, editText, removeTemporaryDirs, runCli, STACK_FRAME, temporaryDir } from './helpers.js';

afterAll(removeTemporaryDirs);

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE_CATALOGUE = path.resolve(here, '..', '..', 'site', 'src', 'content');
const DATA = path.resolve(here, '..', '..', '..', 'packages', 'api-reference', 'data');

type JsonReport = { errors: number; problems: { file?: string; line?: number; severity: string; code: string; docId?: string; message: string }[] };

/** A copy of the site's catalogue (not the site's own, so overrides for missing pages are not checked). */
function copySite(): string {
  const dir = path.join(temporaryDir('site-copy-'), 'content');
  cpSync(SITE_CATALOGUE, dir, { recursive: true });
  return dir;
}

describe('validate against the API reference', () => {
  it('passes the site’s catalogue with --strict', async () => {
    const run = await runCli(['validate', '--strict', '--dir', SITE_CATALOGUE]);
    expect(run.stdout).toMatch(/^No problems in the catalogue/);
    expect(run.code).toBe(0);
  });

  it('refuses a note with another version than the documented one: file, line, page, rule and value, once, no stack', async () => {
    const dir = copySite();
    editText(dir, 'docs/shapes/make-heart.md', (text) => text.replace(/^(description: .*)$/m, '$1 Available from v4.0.300.'));
    const json = await runCli(['validate', '--dir', '.', '--format', 'json'], { cwd: dir });
    expect(json.code).toBe(1);
    expect((JSON.parse(json.stdout) as JsonReport).problems).toEqual([
      {
        file: 'docs/shapes/make-heart.md',
        line: 3,
        severity: 'error',
        code: 'availability-note',
        docId: 'shapes/make-heart',
        message:
          'the description says "Available from v4.0.300", but data/first-versions.yaml dates makeHeart (@remotion/shapes) from 4.0.315; remove the note: the published description gets it from the data',
        path: ['docs', 'shapes/make-heart', 'description'],
      },
    ]);
    const text = await runCli(['validate', '--dir', '.'], { cwd: dir });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(
      /^docs\/shapes\/make-heart\.md\n {2}line 3 +error +availability-note +shapes\/make-heart: the description says "Available from v4\.0\.300"/,
    );
    expect(text.stdout.split('\n').filter((line) => line.includes('v4.0.300'))).toHaveLength(1);
    expect(text.stdout + text.stderr).not.toMatch(STACK_FRAME);
  });

  it('refuses a note on a page whose export has no documented first version, and on a page that documents no export', async () => {
    const dir = copyValid();
    editText(dir, 'docs/api/player.mdx', (text) => text.replace('inside a web page.', 'inside a web page. Available from v4.0.1.'));
    const site = copySite();
    editText(site, 'docs/use-current-frame.md', (text) => text.replace(/^(description: .*)$/m, '$1 Available from v4.0.2.'));
    const [fixture, copy] = await Promise.all([
      runCli(['validate', '--dir', dir, '--format', 'json']),
      runCli(['validate', '--dir', site, '--format', 'json']),
    ]);
    expect(fixture.code).toBe(1);
    expect((JSON.parse(fixture.stdout) as JsonReport).problems).toMatchObject([
      { line: 3, code: 'availability-note', docId: 'api/player', message: expect.stringContaining('"Available from v4.0.1", but the page shows no export') },
    ]);
    expect(copy.code).toBe(1);
    expect((JSON.parse(copy.stdout) as JsonReport).problems).toMatchObject([
      {
        code: 'availability-note',
        docId: 'use-current-frame',
        message: expect.stringContaining('"Available from v4.0.2", but data/first-versions.yaml has no first version for useCurrentFrame (remotion)'),
      },
    ]);
  });

  it('with --strict on the site’s catalogue, refuses an override for a page it lacks, at its line of overrides.yaml; without, says nothing', async () => {
    const data = temporaryDir('api-data-');
    cpSync(DATA, data, { recursive: true });
    const overrides = path.join(data, 'overrides.yaml');
    writeFileSync(
      overrides,
      readFileSync(overrides, 'utf8').replace('pages:\n', 'pages:\n  no/such-page: { notAnExport: "A page that is not in the catalogue." }\n'),
    );
    const line = readFileSync(overrides, 'utf8').split('\n').indexOf('  no/such-page: { notAnExport: "A page that is not in the catalogue." }') + 1;
    expect(line).toBeGreaterThan(0);

    const plain = await runCli(['validate', '--dir', SITE_CATALOGUE, '--data', data]);
    expect(plain.code).toBe(0);
    const strict = await runCli(['validate', '--strict', '--dir', SITE_CATALOGUE, '--data', data, '--format', 'json']);
    expect(strict.code).toBe(1);
    expect((JSON.parse(strict.stdout) as JsonReport).problems).toEqual([
      {
        file: overrides,
        line,
        severity: 'error',
        code: 'override-page-unknown',
        docId: 'no/such-page',
        message: 'overrides.yaml has an entry for "no/such-page", a page not in this catalogue',
        path: ['api-reference', 'overrides', 'pages', 'no/such-page'],
      },
    ]);
    // Another catalogue (the fixture) lacks almost every page the overrides name: not its problem, even with --strict.
    expect((await runCli(['validate', '--strict', '--dir', copyValid(), '--data', data])).code).toBe(0);
  });

  it('refuses a text of the reference keyed to a member the extracted data lacks, at its file and line', async () => {
    const data = temporaryDir('api-data-');
    cpSync(DATA, data, { recursive: true });
    const texts = path.join(data, 'texts', 'remotion.yaml');
    writeFileSync(texts, `${readFileSync(texts, 'utf8')}spring.frme: "A text keyed to a member that does not exist."\n`);
    const line = readFileSync(texts, 'utf8').split('\n').indexOf('spring.frme: "A text keyed to a member that does not exist."') + 1;
    const run = await runCli(['validate', '--dir', copyValid(), '--data', data, '--format', 'json']);
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as JsonReport).problems).toMatchObject([
      { file: texts, line, severity: 'error', code: 'text-member-missing', message: expect.stringContaining('did you mean "spring.frame"?') },
    ]);
  });

  it('reports a data file that does not load as an error at its file and line', async () => {
    const data = temporaryDir('api-data-');
    cpSync(DATA, data, { recursive: true });
    writeFileSync(path.join(data, 'overrides.yaml'), 'pages:\n  config:\n    notAnExport: 42\n');
    const run = await runCli(['validate', '--dir', copyValid(), '--data', data, '--format', 'json']);
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as JsonReport).problems).toMatchObject([
      { file: path.join(data, 'overrides.yaml'), line: 3, severity: 'error', code: 'schema' },
    ]);
  });
});
