/**
 * The catalogue as `astro dev` sees it: one live load per content folder, read again after a change
 * is reported, with the site model and the body-link check following it.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCatalogueChange } from '../../src/integrations/catalogue-files';
import { currentLinkTargets } from '../../src/markdown/link-targets';
import { invalidateSiteCatalogue, loadSiteCatalogue, readSiteCatalogue } from '../../src/lib/load';
import { CatalogueError } from '../../src/lib/problems';
import { createBodyProcessor } from '../../src/markdown/body-processor';
import { BrokenLinksError } from '../../src/markdown/doc-links';
import { markdownSettings } from '../../src/markdown/settings';
import { getSite } from '../../src/lib/site';
import { loadSiteConfig } from '../../src/config/resolve';

const SITE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const VERSION = 'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nclassName: docs-version-current\nisLast: true\n';
const page = (title: string) => `---\ntitle: ${title}\ndescription: What the ${title} page covers.\n---\n\nBody.\n`;

let dir: string;
const file = (name: string) => path.join(dir, name);

async function change(name: string, text: string): Promise<void> {
  await mkdir(path.dirname(file(name)), { recursive: true });
  await writeFile(file(name), text);
  invalidateSiteCatalogue(dir, file(name));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-live-'));
  await change('docs/start.md', page('Start'));
  await change('sidebars.yaml', 'main:\n  - start\n');
  await change('version.yaml', VERSION);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the live catalogue', () => {
  it('is read once until a change is reported, then read again', async () => {
    const first = await readSiteCatalogue(dir);
    expect(await readSiteCatalogue(dir)).toBe(first);
    await change('docs/start.md', page('Begin here'));
    const second = await readSiteCatalogue(dir);
    expect(second).not.toBe(first);
    expect(second.catalogue.docs.start?.title).toBe('Begin here');
  });

  it('gives the pages a new site after a change, and the same one otherwise', async () => {
    const config = loadSiteConfig({ DOCS_CONTENT_DIR: dir });
    const site = await getSite(config);
    expect(await getSite(config)).toBe(site);
    await change('sidebars.yaml', 'main:\n  - type: doc\n    id: start\n    label: Relabelled\n');
    const next = await getSite(config);
    expect(next).not.toBe(site);
    expect(next.sidebars.main?.[0]).toMatchObject({ label: 'Relabelled' });
  });

  it('refuses the pages a catalogue with errors, and takes it back once fixed', async () => {
    await change('sidebars.yaml', 'main:\n  - start\n  - type: banana\n');
    await expect(loadSiteCatalogue(dir)).rejects.toBeInstanceOf(CatalogueError);
    await expect(loadSiteCatalogue(dir)).rejects.toThrow(/sidebars\.yaml:3 error sidebar-item-schema: unknown item type "banana"/);
    await change('sidebars.yaml', 'main:\n  - start\n');
    await expect(loadSiteCatalogue(dir)).resolves.toMatchObject({ problems: [] });
  });

  it('checks body links against the catalogue as it is when the body is rendered', async () => {
    const processor = createBodyProcessor(markdownSettings(SITE_ROOT, () => currentLinkTargets(dir)));
    const render = (markdown: string) => processor.render(markdown, file('docs/start.md'));
    await expect(render('[next](/docs/later)')).rejects.toBeInstanceOf(BrokenLinksError);
    await change('docs/later.md', page('Later'));
    expect((await render('[next](/docs/later)')).html).toContain('href="/docs/later/"');
  });
});

describe('isCatalogueChange', () => {
  const root = '/content';
  it.each([
    ['change', '/content/sidebars.yaml', true],
    ['change', '/content/version.yaml', true],
    ['add', '/content/docs/a/b.md', true],
    ['unlink', '/content/docs/a.mdx', true],
    ['unlinkDir', '/content/docs/guides', true],
    ['addDir', '/content/docs', true],
    ['change', '/content/docs/a.md.swp', false],
    ['change', '/content/docs/notes.txt', false],
    ['change', '/content/other.yaml', false],
    ['change', '/content-copy/sidebars.yaml', false],
    ['change', '/elsewhere/docs/a.md', false],
  ] as const)('%s %s → %s', (event, changed, expected) => {
    expect(isCatalogueChange(root, event, changed)).toBe(expected);
  });
});
