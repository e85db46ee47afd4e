/**
 * A catalogue with errors stops the build before any page is written, and says what is wrong:
 * file:line, rule code and message for every problem, each once, without a stack trace.
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
import { CatalogueError, errorReport, formatProblem } from '../../src/lib/problems';

const SITE_DIR = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;

/** The problems the broken catalogue below must report, each as it must read. */
const EXPECTED = [
  /docs\/bad\.mdx:2 error frontmatter-schema \[bad\]: frontmatter description: description is required/,
  /docs\/bad\.mdx:3 error frontmatter-schema \[bad\]: frontmatter unknown key "descriptoin"; did you mean "description"\?/,
  /sidebars\.yaml:4 error missing-doc \[goood\]: .*"goood", but no page has that id; did you mean "good"\?/,
  /sidebars\.yaml:5 error sidebar-item-schema: unknown item type "banana"/,
];

/** Runs `astro build` on a catalogue that must fail; asserts the exit code and returns what it printed. */
async function failedBuildOutput(contentDir: string, outDir: string): Promise<string> {
  const run = promisify(execFile)(process.execPath, [path.join(SITE_DIR, 'node_modules/astro/astro.js'), 'build', '--outDir', outDir], {
    cwd: SITE_DIR,
    env: { ...process.env, DOCS_CONTENT_DIR: contentDir, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
  });
  const failure = (await run.then(() => undefined, (caught: unknown) => caught)) as { code?: number; stdout: string; stderr: string } | undefined;
  expect(failure?.code).not.toBe(0);
  return `${failure?.stdout ?? ''}${failure?.stderr ?? ''}`;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-broken-'));
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(path.join(dir, 'docs', 'good.mdx'), '---\ntitle: Good\ndescription: A page that is fine.\n---\n\nBody.\n');
  await writeFile(path.join(dir, 'docs', 'bad.mdx'), '---\ntitle: Bad\ndescriptoin: A typo in the key.\n---\n\nNo description.\n');
  await writeFile(path.join(dir, 'sidebars.yaml'), 'mainSidebar:\n  - good\n  - bad\n  - goood\n  - type: banana\n    id: good\n');
  await writeFile(
    path.join(dir, 'version.yaml'),
    'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nclassName: docs-version-current\nisLast: true\n',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a catalogue with errors', () => {
  it('is refused with every problem as file:line code message, in file order', async () => {
    const error = await loadSiteCatalogue(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('The catalogue has 4 error(s); the site is not built:');
    expect(lines.slice(1)).toHaveLength(EXPECTED.length);
    EXPECTED.forEach((pattern, index) => expect(lines[index + 1]).toMatch(pattern));
  });

  it('carries no stack trace, and points at the first problem', async () => {
    const error = (await loadSiteCatalogue(dir).catch((caught: unknown) => caught)) as CatalogueError;
    expect(error.stack).toBe('');
    expect(error.loc).toEqual({ file: path.join(dir, 'docs/bad.mdx'), line: 2, column: 1 });
  });

  it('formats problems without a file or line too', () => {
    expect(formatProblem({ code: 'x', message: 'm', severity: 'warning', path: [] })).toBe('(catalogue) warning x: m');
    expect(formatProblem({ code: 'x', message: 'm', severity: 'error', path: [], file: 'a.yaml' })).toBe('a.yaml error x: m');
    expect(errorReport([{ code: 'x', message: 'm', severity: 'warning', path: [] }], 'nothing stops')).toBe('The catalogue has 0 error(s); nothing stops:\n');
  });

  it('makes `astro build` exit non-zero, printing each problem once and no stack trace, without writing a site', async () => {
    const outDir = path.join(dir, 'out');
    const output = await failedBuildOutput(dir, outDir);
    expect(output).toContain('the site is not built');
    for (const pattern of EXPECTED) expect(output.split('\n').filter((line) => pattern.test(line)), String(pattern)).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('a page body that links to no page', () => {
  it('makes `astro build` exit non-zero, listing each broken link once with its file and line, no stack trace, nothing written', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'site-broken-link-'));
    try {
      await mkdir(path.join(broken, 'docs'), { recursive: true });
      await writeFile(path.join(broken, 'docs', 'good.md'), '---\ntitle: Good\ndescription: A page that is fine.\n---\n\nSee [the other page](/docs/other).\n');
      await writeFile(path.join(broken, 'docs', 'other.md'), '---\ntitle: Other\ndescription: A page with two links to nowhere.\n---\n\nFirst [gone](/docs/gone).\n\nThen [missing](./missing.md).\n');
      await writeFile(path.join(broken, 'sidebars.yaml'), 'mainSidebar:\n  - good\n  - other\n');
      await writeFile(path.join(broken, 'version.yaml'), 'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nclassName: docs-version-current\nisLast: true\n');
      const outDir = path.join(broken, 'out');
      const output = await failedBuildOutput(broken, outDir);
      for (const line of ['docs/other.md:6 /docs/gone', 'docs/other.md:8 ./missing.md']) expect(output.split('\n').filter((text) => text.includes(line)), line).toHaveLength(1);
      expect(output).not.toContain('/docs/other ');
      expect(output).not.toMatch(/^\s+at /m);
      expect(existsSync(outDir)).toBe(false);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
