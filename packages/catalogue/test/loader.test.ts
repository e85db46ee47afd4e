import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCatalogueLoader, loadCatalogue } from '../src/node/index.js';
import { VERSION_YAML, catalogueDir, writeCatalogueFile } from './catalogue-files.js';

const PAGE = (title: string, description: string) => `---\ntitle: ${title}\ndescription: ${description}\n---\n\nBody.\n`;

/** A two-page catalogue in a temporary folder. */
function startingCatalogue(): Promise<string> {
  return catalogueDir({
    'docs/a.md': PAGE('A', 'The first page.'),
    'docs/guide/b.md': PAGE('B', 'The second page.'),
    'sidebars.yaml': 'main:\n  - a\n  - guide/b\n',
    'version.yaml': VERSION_YAML,
  });
}

describe('createCatalogueLoader', () => {
  it('loads what loadCatalogue loads', async () => {
    const dir = await startingCatalogue();
    const [once, loader] = await Promise.all([loadCatalogue(dir), createCatalogueLoader(dir).load()]);
    expect(loader.catalogue).toEqual(once.catalogue);
    expect(loader.problems).toEqual([]);
  });

  it('reads again only the files it is told changed', async () => {
    const dir = await startingCatalogue();
    const loader = createCatalogueLoader(dir);
    const first = await loader.load();
    await writeCatalogueFile(dir, 'docs/a.md', PAGE('A, renamed', 'The first page.'));
    await writeCatalogueFile(dir, 'docs/guide/b.md', PAGE('B, renamed', 'The second page.'));
    loader.invalidate(path.join(dir, 'docs/a.md'));
    const second = await loader.load();
    expect(second.catalogue.docs.a?.title).toBe('A, renamed');
    // b.md was not invalidated: its earlier read is reused, object for object.
    expect(second.catalogue.docs['guide/b']?.title).toBe('B');
    expect(second.pages.find((page) => page.id === 'guide/b')).toBe(first.pages.find((page) => page.id === 'guide/b'));
  });

  it('sees added, removed and renamed pages and changed sidebars and version', async () => {
    const dir = await startingCatalogue();
    const loader = createCatalogueLoader(dir);
    await loader.load();
    await writeCatalogueFile(dir, 'docs/guide/c.md', PAGE('C', 'A new page.'));
    await rm(path.join(dir, 'docs/a.md'));
    await writeCatalogueFile(dir, 'sidebars.yaml', 'main:\n  - guide/b\n  - guide/c\n');
    await writeCatalogueFile(dir, 'version.yaml', VERSION_YAML.replace('label: Next', 'label: Soon'));
    for (const file of ['docs/guide/c.md', 'docs/a.md', 'sidebars.yaml', 'version.yaml']) loader.invalidate(path.join(dir, file));
    const changed = await loader.load();
    expect(Object.keys(changed.catalogue.docs).sort()).toEqual(['guide/b', 'guide/c']);
    expect(changed.catalogue.sidebars.main?.map((item) => ('label' in item ? item.label : ''))).toEqual(['B', 'C']);
    expect(changed.catalogue.version.label).toBe('Soon');

    // A folder renamed: invalidating the folders is enough.
    await rename(path.join(dir, 'docs/guide'), path.join(dir, 'docs/guides'));
    loader.invalidate(path.join(dir, 'docs/guide'));
    loader.invalidate(path.join(dir, 'docs/guides'));
    const renamed = await loader.load();
    expect(Object.keys(renamed.catalogue.docs).sort()).toEqual(['guides/b', 'guides/c']);
    expect(renamed.problems.map((problem) => `${problem.code} ${problem.docId}`).sort()).toEqual(['missing-doc guide/b', 'missing-doc guide/c']);
  });

  it('reports a problem introduced by a change, and forgets it once fixed', async () => {
    const dir = await startingCatalogue();
    const loader = createCatalogueLoader(dir);
    await loader.load();
    const file = path.join(dir, 'sidebars.yaml');
    await writeCatalogueFile(dir, 'sidebars.yaml', 'main:\n  - a\n  - type: banana\n');
    loader.invalidate(file);
    const broken = await loader.load();
    expect(broken.problems.map(({ code, line }) => ({ code, line }))).toEqual([{ code: 'sidebar-item-schema', line: 3 }]);
    await writeCatalogueFile(dir, 'sidebars.yaml', 'main:\n  - a\n');
    loader.invalidate(file);
    expect((await loader.load()).problems).toEqual([]);
  });

  it('reads a file again when it changed while a load was reading it', async () => {
    const dir = await startingCatalogue();
    const loader = createCatalogueLoader(dir);
    const pending = loader.load();
    await writeCatalogueFile(dir, 'docs/a.md', PAGE('A again', 'The first page.'));
    loader.invalidate(path.join(dir, 'docs/a.md'));
    await pending;
    expect((await loader.load()).catalogue.docs.a?.title).toBe('A again');
  });
});
