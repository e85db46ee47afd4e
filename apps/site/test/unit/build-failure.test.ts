/**
 * A catalogue with errors, or API reference data with errors, stops the build before any page is
 * written, and says what is wrong: file:line, rule code and message for every problem, each once,
 * without a stack trace. A small catalogue without the pages the reference's overrides name builds.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DATA_DIR } from '@docs/api-reference/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteCatalogue } from '../../src/lib/load';
import { CatalogueError } from '../../src/lib/problems';
import { WORKERS_FROM } from '../../src/markdown/body-scheduler';

const SITE_DIR = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;

/** The problems the broken catalogue below must report, each as it must read. */
const EXPECTED = [
  /docs\/bad\.md:2 error frontmatter-schema \[bad\]: frontmatter description: description is required/,
  /docs\/bad\.md:3 error frontmatter-schema \[bad\]: frontmatter unknown key "descriptoin"; did you mean "description"\?/,
  /docs\/fancy\.mdx:1 error mdx-page \[fancy\]: the site renders Markdown pages only, not MDX: rename "fancy\.mdx" to "fancy\.md"/,
  /sidebars\.yaml:4 error missing-doc \[goood\]: .*"goood", but no page has that id; did you mean "good"\?/,
  /sidebars\.yaml:5 error sidebar-item-schema: unknown item type "banana"/,
];

/** Runs `astro build` on a catalogue (with default settings, plus `env`): its exit code and what it printed. */
async function astroBuild(contentDir: string, outDir: string, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const run = promisify(execFile)(process.execPath, [path.join(SITE_DIR, 'node_modules/astro/astro.js'), 'build', '--outDir', outDir], {
    cwd: SITE_DIR,
    env: { ...process.env, DOCS_CONTENT_DIR: contentDir, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env },
  });
  const result = (await run.then(
    (done) => ({ code: 0, ...done }),
    (caught: unknown) => caught,
  )) as { code?: number; stdout: string; stderr: string };
  return { code: result.code ?? -1, output: `${result.stdout}${result.stderr}` };
}

/** Runs `astro build` on a catalogue that must fail; asserts the exit code and returns what it printed. */
async function failedBuildOutput(contentDir: string, outDir: string, env: Record<string, string> = {}): Promise<string> {
  const { code, output } = await astroBuild(contentDir, outDir, env);
  expect(code).not.toBe(0);
  return output;
}

const VERSION_YAML =
  'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nclassName: docs-version-current\nisLast: true\n';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-broken-'));
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(path.join(dir, 'docs', 'good.md'), '---\ntitle: Good\ndescription: A page that is fine.\n---\n\nBody.\n');
  await writeFile(path.join(dir, 'docs', 'bad.md'), '---\ntitle: Bad\ndescriptoin: A typo in the key.\n---\n\nNo description.\n');
  // Fine for the catalogue, but the site compiles no MDX.
  await writeFile(
    path.join(dir, 'docs', 'fancy.mdx'),
    "---\ntitle: Fancy\ndescription: A page that imports a component.\n---\n\nimport X from './x';\n\n<X />\n",
  );
  await writeFile(path.join(dir, 'sidebars.yaml'), 'mainSidebar:\n  - good\n  - bad\n  - goood\n  - type: banana\n    id: good\n');
  await writeFile(path.join(dir, 'version.yaml'), VERSION_YAML);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a catalogue with errors', () => {
  it('is refused with every problem as file:line code message, in file order', async () => {
    const error = await loadSiteCatalogue(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('The catalogue has 5 error(s); the site is not built:');
    expect(lines.slice(1)).toHaveLength(EXPECTED.length);
    EXPECTED.forEach((pattern, index) => {
      expect(lines[index + 1]).toMatch(pattern);
    });
  });

  it('carries no stack trace, and points at the first problem', async () => {
    const error = (await loadSiteCatalogue(dir).catch((caught: unknown) => caught)) as CatalogueError;
    expect(error.stack).toBe('');
    expect(error.loc).toEqual({ file: path.join(dir, 'docs/bad.md'), line: 2, column: 1 });
  });

  it('makes `astro build` exit non-zero, printing each problem once and no stack trace, without writing a site', async () => {
    const outDir = path.join(dir, 'out');
    const output = await failedBuildOutput(dir, outDir);
    expect(output).toContain('the site is not built');
    for (const pattern of EXPECTED)
      expect(
        output.split('\n').filter((line) => pattern.test(line)),
        String(pattern),
      ).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('a bad setting', () => {
  it('makes `astro build` exit non-zero, naming each bad variable and its value once, no stack trace, nothing written', async () => {
    const outDir = path.join(dir, 'out-bad-setting');
    const output = await failedBuildOutput(dir, outDir, { DOCS_API_REFERENCE: 'no', DOCS_BODY_WORKERS: 'many' });
    for (const line of [
      '  DOCS_API_REFERENCE: "on" or "off" is expected (got "no")',
      '  DOCS_BODY_WORKERS: a whole number of 0 or more is expected (got "many")',
    ]) {
      expect(
        output.split('\n').filter((text) => text === line),
        line,
      ).toHaveLength(1);
    }
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(outDir)).toBe(false);
  });
});

/**
 * Builds a catalogue of these pages (id → Markdown, frontmatter included), all in one sidebar, which
 * must fail: asserts that each of `lines` is printed exactly once, no stack trace, nothing written.
 */
async function expectFailedBodies(pages: Record<string, string>, lines: string[]): Promise<string> {
  const broken = await mkdtemp(path.join(tmpdir(), 'site-broken-body-'));
  try {
    await mkdir(path.join(broken, 'docs'), { recursive: true });
    for (const [id, text] of Object.entries(pages)) await writeFile(path.join(broken, 'docs', `${id}.md`), text);
    await writeFile(
      path.join(broken, 'sidebars.yaml'),
      `mainSidebar:\n${Object.keys(pages)
        .map((id) => `  - ${id}\n`)
        .join('')}`,
    );
    await writeFile(path.join(broken, 'version.yaml'), VERSION_YAML);
    const outDir = path.join(broken, 'out');
    const output = await failedBuildOutput(broken, outDir);
    for (const line of lines)
      expect(
        output.split('\n').filter((text) => text.includes(line)),
        line,
      ).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(outDir)).toBe(false);
    return output;
  } finally {
    await rm(broken, { recursive: true, force: true });
  }
}

describe('a page body that links to no page', () => {
  it('makes `astro build` exit non-zero, listing each broken link once with its file and line, no stack trace, nothing written', async () => {
    const output = await expectFailedBodies(
      {
        good: '---\ntitle: Good\ndescription: A page that is fine.\n---\n\nSee [the other page](/docs/other).\n',
        other: '---\ntitle: Other\ndescription: A page with two links to nowhere.\n---\n\nFirst [gone](/docs/gone).\n\nThen [missing](./missing.md).\n',
      },
      ['docs/other.md:6 /docs/gone', 'docs/other.md:8 ./missing.md'],
    );
    expect(output).not.toContain('/docs/other ');
  });

  // Enough bodies for a worker thread: they render beside the rest of the build, and the parse that checks them stops it the same way.
  it('stops the build the same way when the bodies render on a worker beside the rest of the build', { timeout: 360_000 }, async () => {
    const filler = Object.fromEntries(
      Array.from({ length: WORKERS_FROM }, (_, index) => [
        `filler-${index}`,
        `---\ntitle: Filler ${index}\ndescription: Page ${index} of many.\n---\n\nText.\n`,
      ]),
    );
    const output = await expectFailedBodies(
      { ...filler, other: '---\ntitle: Other\ndescription: A page with a link to nowhere.\n---\n\nFirst [gone](/docs/gone).\n' },
      ['docs/other.md:6 /docs/gone'],
    );
    expect(output).toContain('beside the rest of the build');
    // Found by the check before the server build, not after it.
    expect(output).not.toContain('Building static entrypoints');
  });
});

describe('a page body with a demo that does not exist', () => {
  it('makes `astro build` exit non-zero, naming the file, line and name once with a did-you-mean, no stack trace, nothing written', async () => {
    await expectFailedBodies({ good: '---\ntitle: Good\ndescription: A page with a demo.\n---\n\nWatch it.\n\n::demo{name="sprng-damping"}\n' }, [
      'docs/good.md:8 unknown demo "sprng-damping" in ::demo: did you mean "spring-damping"',
    ]);
  });
});

// A build that succeeds renders every page; beside the rest of the suite on two cores it has taken over a minute.
describe('a small catalogue and the API reference', { timeout: 240_000 }, () => {
  let small: string;
  /** Two guides and two API pages, none of the pages the reference's overrides name; `heart` is makeHeart()'s description. */
  async function smallCatalogue(heart: string): Promise<void> {
    await mkdir(path.join(small, 'docs', 'shapes'), { recursive: true });
    await writeFile(
      path.join(small, 'docs', 'good.md'),
      '---\ntitle: Good\ndescription: A page that is fine.\n---\n\nSee [the heart](/docs/shapes/make-heart).\n',
    );
    await writeFile(path.join(small, 'docs', 'other.md'), '---\ntitle: Other\ndescription: Another page that is fine.\n---\n\nText.\n');
    await writeFile(path.join(small, 'docs', 'shapes', 'make-heart.md'), `---\ntitle: makeHeart()\ndescription: ${heart}\n---\n\nText.\n`);
    await writeFile(
      path.join(small, 'docs', 'shapes', 'make-rect.md'),
      '---\ntitle: makeRect()\ndescription: Calculates the path of a rectangle.\n---\n\nText.\n',
    );
    await writeFile(
      path.join(small, 'sidebars.yaml'),
      'mainSidebar:\n  - good\n  - other\napiSidebar:\n  - type: category\n    label: "@remotion/shapes"\n    items:\n      - shapes/make-heart\n      - shapes/make-rect\n',
    );
    await writeFile(path.join(small, 'version.yaml'), VERSION_YAML);
  }
  beforeAll(async () => {
    small = await mkdtemp(path.join(tmpdir(), 'site-small-'));
  });
  afterAll(async () => {
    await rm(small, { recursive: true, force: true });
  });

  it('builds with default settings, skipping the overrides for pages it lacks, with the documented first version in the published description', async () => {
    await smallCatalogue('Calculates the path of a heart.');
    const outDir = path.join(small, 'out');
    const { code, output } = await astroBuild(small, outDir);
    expect(code, output).toBe(0);
    expect(output).not.toContain('override');
    const heart = await readFile(path.join(outDir, 'docs', 'shapes', 'make-heart', 'index.html'), 'utf8');
    expect(heart).toContain('<meta name="description" content="Calculates the path of a heart. Available from v4.0.315.">');
    expect(JSON.parse(await readFile(path.join(outDir, 'docs', 'catalogue.json'), 'utf8')).docs['shapes/make-heart'].description).toBe(
      'Calculates the path of a heart. Available from v4.0.315.',
    );
    expect(existsSync(path.join(outDir, 'docs', 'shapes', 'make-rect', 'index.html'))).toBe(true);
  });

  it('stops on API reference data that does not load, printing the problem once at its file and line, no stack trace, nothing written', async () => {
    await smallCatalogue('Calculates the path of a heart.');
    const data = path.join(small, 'data');
    await cp(DATA_DIR, data, { recursive: true });
    await writeFile(path.join(data, 'overrides.yaml'), 'pages:\n  config:\n    notAnExport: 42\n');
    const outDir = path.join(small, 'out-broken-data');
    const output = await failedBuildOutput(small, outDir, { DOCS_API_DATA_DIR: data });
    expect(output).toContain('The API reference data has 1 error(s); the site is not built:');
    expect(output.split('\n').filter((line) => line.includes(`${path.join(data, 'overrides.yaml')}:3 error schema: pages.config:`))).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(outDir)).toBe(false);
  });

  it('stops on an "Available from" note that disagrees with the data, naming file, line, page and rule once, no stack trace', async () => {
    await smallCatalogue('Calculates the path of a heart. Available from v4.0.300.');
    const outDir = path.join(small, 'out-bad-note');
    const output = await failedBuildOutput(small, outDir);
    const problem =
      /^ {2}docs\/shapes\/make-heart\.md:3 error availability-note \[shapes\/make-heart\]: the description says "Available from v4\.0\.300", but data\/first-versions\.yaml dates makeHeart \(@remotion\/shapes\) from 4\.0\.315/;
    expect(
      output.split('\n').filter((line) => problem.test(line)),
      output,
    ).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('Browser APIs');
    expect(existsSync(outDir)).toBe(false);
  });
});
