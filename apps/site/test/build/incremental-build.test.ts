/**
 * The build command on a small catalogue, end to end: a first build builds every page, a second with
 * nothing changed does nothing, an edited body rebuilds its page alone and leaves exactly the files a
 * full build of the same content writes, and a broken link in an edited body stops the build with
 * the file and line, leaving the site as it was. The search index is made in parts of two pages, so
 * the parts, their rebuild and their merging in the reader's browser are tested here too.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { appendFile, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../server/static-server.mjs';
import { forgetBuildRecord, outputDigest } from '../../src/build/record';
import { launchChromium, openPage } from '../support/browser';

const SITE_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** Pages per part of the search index: the catalogue's pages take two parts. */
const PAGES_PER_PART = 2;
let dir: string;
let outputs: string;
const contentDir = () => path.join(dir, 'content');
// The outputs inside the site's folder: Astro writes the server build of an output folder outside it
// to the site's `.astro/`, which another test's build may be using at the same time.
const built = () => path.join(outputs, 'built');

/** Runs the site's build command on the catalogue: its exit code and what it printed. */
async function build(outDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  return buildFrom(contentDir(), outDir, ...args);
}

async function buildFrom(content: string, outDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const run = promisify(execFile)(process.execPath, [path.join(SITE_DIR, 'scripts', 'build.mjs'), '--outDir', outDir, ...args], {
    cwd: SITE_DIR,
    env: { ...process.env, DOCS_CONTENT_DIR: content, DOCS_SEARCH_PAGES_PER_PART: String(PAGES_PER_PART), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = (await run.then(
    (done) => ({ code: 0, ...done }),
    (caught: unknown) => caught,
  )) as { code?: number; stdout: string; stderr: string };
  return { code: result.code ?? -1, output: `${result.stdout}${result.stderr}` };
}

/** Every file under `root` (relative path → bytes). */
function filesOf(root: string): Map<string, Buffer> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [path.relative(root, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name))]));
}

const page = (title: string, description: string, body: string, extra = '') => `---\ntitle: ${title}\ndescription: ${description}\n${extra}---\n\n${body}\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-rebuild-'));
  await mkdir(path.join(SITE_DIR, 'node_modules', '.cache'), { recursive: true });
  outputs = await mkdtemp(path.join(SITE_DIR, 'node_modules', '.cache', 'site-rebuild-'));
  await mkdir(path.join(contentDir(), 'docs'), { recursive: true });
  const docs = path.join(contentDir(), 'docs');
  await writeFile(path.join(docs, 'intro.md'), page('Introduction', 'Where the small catalogue starts.', 'Read the [guide](/docs/guide) next.', 'slug: /\n'));
  await writeFile(
    path.join(docs, 'guide.md'),
    page('Guide', 'A page with a heading and code.', '## Set-up\n\nInstall it:\n\n```bash\nnpm i remotion\n```\n\nBack to the [introduction](/docs/).'),
  );
  // A page of the API reference: its twin and its page carry the generated reference after the body.
  await writeFile(
    path.join(docs, 'spring.md'),
    page('spring()', 'A physics-based animation curve.', 'Call it once per frame.\n\n## Usage\n\nGive it the frame.'),
  );
  await writeFile(path.join(contentDir(), 'sidebars.yaml'), 'mainSidebar:\n  - intro\n  - guide\napiSidebar:\n  - spring\n');
  await writeFile(
    path.join(contentDir(), 'version.yaml'),
    'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nclassName: docs-version-current\nisLast: true\n',
  );
  const first = await build(built());
  expect(first.output).toContain('building every page: no earlier build to start from');
  expect(first.code, first.output).toBe(0);
}, 180_000);

afterAll(async () => {
  const cacheDir = path.join(SITE_DIR, 'node_modules', '.astro');
  await Promise.all([built(), path.join(outputs, 'full')].map((outDir) => forgetBuildRecord(cacheDir, outDir)));
  await Promise.all([dir, outputs].map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the build command', () => {
  it('does nothing when nothing changed', async () => {
    const before = outputDigest(built());
    const again = await build(built());
    expect(again.code).toBe(0);
    expect(again.output).toContain('nothing changed since the last build');
    expect(outputDigest(built())).toBe(before);
  });

  it('indexes the pages for search in parts of at most the given size, and lists them for the search script', async () => {
    const parts = JSON.parse(await readFile(path.join(built(), 'search-parts.json'), 'utf8')) as string[];
    expect(parts).toEqual(['/pagefind/', '/pagefind-2/']);
    const counts = await Promise.all(
      parts.map(async (url) => {
        const entry = JSON.parse(await readFile(path.join(built(), url, 'pagefind-entry.json'), 'utf8')) as {
          languages: Record<string, { page_count: number }>;
        };
        return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
      }),
    );
    const marked = [...filesOf(built())].filter(([file, bytes]) => file.endsWith('.html') && bytes.includes('data-pagefind-body'));
    expect(counts.every((count) => count >= 1 && count <= PAGES_PER_PART)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(marked.length);
  });

  it('finds pages of every part in the browser, which merges the parts', async () => {
    const server = await startStaticServer({ root: built() });
    const browser = await launchChromium();
    try {
      const { page, troubles } = await openPage(browser);
      await page.goto(`${server.origin}/docs/guide/`);
      await page.getByRole('button', { name: 'Search' }).click();
      const found = async (query: string) => {
        await page.getByRole('searchbox', { name: 'Search the docs' }).fill(query);
        await expect.poll(() => page.getByRole('status').innerText()).toContain(`for “${query}”`);
        return page.locator('a.search-result').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      };
      // Each query matches one page; the three pages lie in two parts.
      expect(await found('frame')).toEqual(['/docs/spring/']);
      expect(await found('next')).toEqual(['/docs/']);
      expect(await found('install')).toEqual(['/docs/guide/']);
      expect(troubles).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('rebuilds a page whose body alone changed, writing what a full build writes', async () => {
    await appendFile(path.join(contentDir(), 'docs', 'spring.md'), '\nA sentence added after the first build.\n');
    const rebuilt = await build(built());
    expect(rebuilt.output).toContain('rebuilt 1 page(s) whose body changed: spring');
    // The search index's part that holds the page, and no other.
    expect(rebuilt.output.match(/search index part \/pagefind[^/]*\//g)).toHaveLength(1);
    expect(rebuilt.code).toBe(0);
    expect(await readFile(path.join(built(), 'docs', 'spring', 'index.html'), 'utf8')).toContain('A sentence added after the first build.');

    const full = await build(path.join(outputs, 'full'), '--full');
    expect(full.code).toBe(0);
    const [incremental, whole] = [filesOf(built()), filesOf(path.join(outputs, 'full'))];
    expect([...incremental.keys()].sort()).toEqual([...whole.keys()].sort());
    const differing = [...whole].filter(([file, bytes]) => !bytes.equals(incremental.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 180_000);

  it('refuses a content folder that does not exist, in one line without a stack trace', async () => {
    const missing = path.join(dir, 'no-such-content');
    const refused = await buildFrom(missing, path.join(outputs, 'refused'));
    expect(refused.code).not.toBe(0);
    expect(refused.output.trim()).toBe(`The content folder ${missing} does not exist (DOCS_CONTENT_DIR, else contentDir in docs.config.ts)`);
  });

  it('stops on a broken link in an edited body, naming the file and line, and leaves the site as it was', async () => {
    const before = outputDigest(built());
    await appendFile(path.join(contentDir(), 'docs', 'guide.md'), '\nSee [nothing](/docs/no-such-page).\n');
    const broken = await build(built());
    expect(broken.code).not.toBe(0);
    expect(broken.output).toMatch(/docs\/guide\.md:\d+ \/docs\/no-such-page/);
    expect(broken.output).not.toMatch(/^\s+at /m);
    expect(outputDigest(built())).toBe(before);
  }, 60_000);
});
