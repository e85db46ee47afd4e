/** api-coverage: the generated API reference's coverage of the real catalogue, and its refusals. */
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTemporaryDirs, runCli, temporaryDir, VALID } from './helpers.js';

afterAll(removeTemporaryDirs);

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE_CATALOGUE = path.resolve(here, '..', '..', 'site', 'src', 'content');
const DATA = path.resolve(here, '..', '..', '..', 'packages', 'api-reference', 'data');

/** A copy of the committed data with one file replaced. */
function dataWith(file: string, text: string): string {
  const dir = temporaryDir('api-data-');
  cpSync(DATA, dir, { recursive: true });
  writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('api-coverage', () => {
  it('gives every API page of the real catalogue a status and exits 0', async () => {
    const run = await runCli(['api-coverage', '--json', '--dir', SITE_CATALOGUE]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.counts.unmapped).toBe(0);
    expect(report.pages.find((page: { docId: string }) => page.docId === 'renderer/render-media')).toMatchObject({
      status: 'generated',
      package: '@remotion/renderer',
      export: 'renderMedia',
    });
    expect(report.pages.find((page: { docId: string }) => page.docId === 'cli/render')).toMatchObject({ status: 'cli-flags', groups: ['renderMedia'] });
    expect(report.callableCoverage).toBeGreaterThanOrEqual(0.95);
    expect(report.defaults.unconfirmed).toBe(0);
    expect(report.defaults.confirmed).toBeGreaterThan(900);
  });

  it("exits 1 on a text default the packages' code does not set, naming the file, line and entry", async () => {
    const data = dataWith('texts/noise.yaml', 'noise2D(seed):\n  text: "Seed of the noise field, a string or a number."\n  default: "7"\n');
    const run = await runCli(['api-coverage', '--dir', SITE_CATALOGUE, '--data', data]);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(`${path.join(data, 'texts', 'noise.yaml')}:2 error default-not-in-code: noise2D(seed): default 7 is not in the code`)).toBe(
      true,
    );
  });

  it('prints a summary and one line per page as text', async () => {
    const run = await runCli(['api-coverage', '--dir', SITE_CATALOGUE]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^API reference coverage \(packages pinned at 4\.0\.527\): \d+ pages$/m);
    expect(run.stdout).toContain('  renderer/render-media: @remotion/renderer renderMedia');
    expect(run.stdout).toContain('  gsap/use-gsap-timeline: @remotion/gsap is not on the registry');
  });

  it('on a catalogue that lacks pages the overrides name, lists those overrides in the text and the JSON and exits 0', async () => {
    const [text, json] = await Promise.all([runCli(['api-coverage', '--dir', VALID]), runCli(['api-coverage', '--json', '--dir', VALID])]);
    expect([text.code, text.stderr, json.code, json.stderr]).toEqual([0, '', 0, '']);
    expect(text.stdout).toMatch(/^overrides for pages not in this catalogue's API sidebar, skipped \(\d+\)$/m);
    expect(text.stdout).toContain('\n  cli/render: not in this catalogue\n');
    const report = JSON.parse(json.stdout);
    expect(report.problems).toEqual([]);
    expect(report.overridesWithoutPage).toContainEqual({ docId: 'cli/render', where: 'not in this catalogue' });
  });

  it('exits 1 when an override points at an export the data does not have, naming the file, line, page and rule', async () => {
    const data = dataWith('overrides.yaml', 'pages:\n  config: { package: "@remotion/cli", export: Konfig }\n');
    const run = await runCli(['api-coverage', '--dir', SITE_CATALOGUE, '--data', data]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `${path.join(data, 'overrides.yaml')}:2 error override-export-missing [config]: @remotion/cli has no export "Konfig" at 4.0.527`,
    ]);
  });

  it('exits 1 on a malformed data file, naming the file and line once, without a stack trace', async () => {
    const data = dataWith('overrides.yaml', 'pages:\n  config:\n    notAnExport: 42\n');
    const run = await runCli(['api-coverage', '--dir', SITE_CATALOGUE, '--data', data]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([`${path.join(data, 'overrides.yaml')}:3 error schema: pages.config: Invalid input`]);
  });
});
