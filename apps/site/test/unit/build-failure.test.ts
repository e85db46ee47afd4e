/**
 * A catalogue with errors stops the build before any page is written, and says what is wrong:
 * file:line, rule code and message for every problem.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteCatalogue } from '../../src/lib/load';
import { CatalogueError, formatProblem } from '../../src/lib/problems';

const SITE_DIR = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-broken-'));
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(path.join(dir, 'docs', 'good.mdx'), '---\ntitle: Good\ndescription: A page that is fine.\n---\n\nBody.\n');
  await writeFile(path.join(dir, 'docs', 'bad.mdx'), '---\ntitle: Bad\n---\n\nNo description.\n');
  await writeFile(path.join(dir, 'sidebars.yaml'), 'mainSidebar:\n  - good\n  - bad\n  - missing-page\n');
  await writeFile(
    path.join(dir, 'version.yaml'),
    'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nclassName: docs-version-current\nisLast: true\n',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a catalogue with errors', () => {
  it('is refused with every problem as file:line code message', async () => {
    const error = await loadSiteCatalogue(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueError);
    const message = (error as Error).message;
    expect(message).toMatch(/^The catalogue has \d+ error\(s\); the site is not built:/);
    expect(message).toMatch(/docs\/bad\.mdx:\d+ error frontmatter-schema \[bad\]: .*description/);
    expect(message).toMatch(/sidebars\.yaml:4 error missing-doc \[missing-page\]: /);
  });

  it('formats problems without a file or line too', () => {
    expect(formatProblem({ code: 'x', message: 'm', severity: 'warning', path: [] })).toBe('(catalogue) warning x: m');
    expect(formatProblem({ code: 'x', message: 'm', severity: 'error', path: [], file: 'a.yaml' })).toBe('a.yaml error x: m');
  });

  it('makes `astro build` exit non-zero, listing the problems, without writing a site', async () => {
    const outDir = path.join(dir, 'out');
    const run = promisify(execFile)(process.execPath, [path.join(SITE_DIR, 'node_modules/astro/astro.js'), 'build', '--outDir', outDir], {
      cwd: SITE_DIR,
      env: { ...process.env, DOCS_CONTENT_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    const failure = (await run.then(() => undefined, (caught: unknown) => caught)) as { code?: number; stdout: string; stderr: string } | undefined;
    expect(failure?.code).not.toBe(0);
    const output = `${failure?.stdout ?? ''}${failure?.stderr ?? ''}`;
    expect(output).toContain('the site is not built');
    expect(output).toMatch(/docs\/bad\.mdx:\d+ error frontmatter-schema/);
    expect(existsSync(outDir)).toBe(false);
  });
});
