/** What a build reads, hashed in two parts: each page's body on its own, everything else together. */
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import docsConfig from '../../docs.config';
import { buildInputs, changedSince } from '../../src/build/inputs';
import { resolveSiteConfig, SITE_ROOT } from '../../src/config/resolve';

let contentDir: string;
const page = (dir: string) => path.join(dir, 'docs', 'guide.md');

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), 'site-inputs-'));
  await mkdir(path.join(contentDir, 'docs'), { recursive: true });
  await writeFile(page(contentDir), '---\ntitle: Guide\ndescription: How.\n---\n\nFirst body.\n');
  await writeFile(path.join(contentDir, 'docs', 'other.md'), '---\ntitle: Other\ndescription: Else.\n---\n\nOther body.\n');
  await writeFile(path.join(contentDir, 'sidebars.yaml'), 'mainSidebar: [guide, other]\n');
});
afterAll(() => rm(contentDir, { recursive: true, force: true }));

const inputsNow = () =>
  buildInputs(resolveSiteConfig(docsConfig, { DOCS_CONTENT_DIR: contentDir }, { siteRoot: SITE_ROOT, cores: 2 }), path.join(SITE_ROOT, 'dist'));

describe('buildInputs', () => {
  it('hashes each page body apart, and the rest together', async () => {
    const before = await inputsNow();
    expect(Object.keys(before.inputs.bodies).sort()).toEqual([path.join(contentDir, 'docs', 'guide.md'), path.join(contentDir, 'docs', 'other.md')]);
    expect(before.files).toContain(path.join(contentDir, 'sidebars.yaml'));
    expect(before.files).toContain(path.join(SITE_ROOT, 'src', 'layouts', 'DocsLayout.astro'));
    expect(before.files.some((file) => file.includes(`${path.sep}node_modules${path.sep}`) || file.startsWith(path.join(SITE_ROOT, 'test')))).toBe(false);

    await writeFile(page(contentDir), '---\ntitle: Guide\ndescription: How.\n---\n\nSecond body.\n');
    const bodyEdited = await inputsNow();
    expect(bodyEdited.inputs.shared).toBe(before.inputs.shared);
    expect(bodyEdited.inputs.bodies[page(contentDir)]).not.toBe(before.inputs.bodies[page(contentDir)]);
    expect(bodyEdited.inputs.bodies[path.join(contentDir, 'docs', 'other.md')]).toBe(before.inputs.bodies[path.join(contentDir, 'docs', 'other.md')]);

    await writeFile(page(contentDir), '---\ntitle: The guide\ndescription: How.\n---\n\nSecond body.\n');
    const titleEdited = await inputsNow();
    expect(titleEdited.inputs.shared).not.toBe(before.inputs.shared);
    expect(titleEdited.inputs.bodies).toEqual(bodyEdited.inputs.bodies);

    await writeFile(path.join(contentDir, 'sidebars.yaml'), 'mainSidebar: [other, guide]\n');
    expect((await inputsNow()).inputs.shared).not.toBe(titleEdited.inputs.shared);
  });

  it('tells a file changed or removed since a time from one that was not', async () => {
    const file = page(contentDir);
    await utimes(file, new Date(1_000_000), new Date(1_000_000));
    expect(changedSince([file], 2_000_000)).toBe(false);
    expect(changedSince([file], 1_000_000)).toBe(true);
    expect(changedSince([path.join(contentDir, 'gone.md')], 2_000_000)).toBe(true);
  });
});
