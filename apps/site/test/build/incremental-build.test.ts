/**
 * The build command on a small catalogue, end to end: a first build builds every page, a second with
 * nothing changed does nothing, an edited body rebuilds its page alone and leaves exactly the files a
 * full build of the same content writes, and a broken link in an edited body stops the build with
 * the file and line, leaving the site as it was.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { appendFile, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetBuildRecord, outputDigest } from '../../src/build/record';

const SITE_DIR = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
let outputs: string;
const contentDir = () => path.join(dir, 'content');
// The outputs inside the site's folder: Astro writes the server build of an output folder outside it
// to the site's `.astro/`, which another test's build may be using at the same time.
const built = () => path.join(outputs, 'built');

/** Runs the site's build command on the catalogue: its exit code and what it printed. */
async function build(outDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const run = promisify(execFile)(process.execPath, [path.join(SITE_DIR, 'scripts', 'build.mjs'), '--outDir', outDir, ...args], {
    cwd: SITE_DIR,
    env: { ...process.env, DOCS_CONTENT_DIR: contentDir(), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
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

  it('rebuilds a page whose body alone changed, writing what a full build writes', async () => {
    await appendFile(path.join(contentDir(), 'docs', 'spring.md'), '\nA sentence added after the first build.\n');
    const rebuilt = await build(built());
    expect(rebuilt.output).toContain('rebuilt 1 page(s) whose body changed: spring');
    expect(rebuilt.code).toBe(0);
    expect(await readFile(path.join(built(), 'docs', 'spring', 'index.html'), 'utf8')).toContain('A sentence added after the first build.');

    const full = await build(path.join(outputs, 'full'), '--full');
    expect(full.code).toBe(0);
    const [incremental, whole] = [filesOf(built()), filesOf(path.join(outputs, 'full'))];
    expect([...incremental.keys()].sort()).toEqual([...whole.keys()].sort());
    const differing = [...whole].filter(([file, bytes]) => !bytes.equals(incremental.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 180_000);

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
