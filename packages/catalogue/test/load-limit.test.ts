/** The loader reads page files a bounded number at a time: all at once, several loads of a large catalogue ran out of file descriptors. */
import type * as fs from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../src/node/index.js';
import { VERSION_YAML, catalogueDir } from './catalogue-files.js';

let reading = 0;
let mostAtOnce = 0;
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof fs>();
  return {
    ...original,
    readFile: async (...args: Parameters<typeof original.readFile>) => {
      reading += 1;
      mostAtOnce = Math.max(mostAtOnce, reading);
      try {
        return await original.readFile(...args);
      } finally {
        reading -= 1;
      }
    },
  };
});

describe('loadCatalogue', () => {
  it('never reads more than 64 files at once, and reads every page', async () => {
    const files: Record<string, string> = { 'sidebars.yaml': 'main: []\n', 'version.yaml': VERSION_YAML };
    for (let index = 0; index < 300; index++)
      files[`docs/page-${index}.md`] = `---\ntitle: Page ${index}\ndescription: Page number ${index} of the test.\n---\n\nBody.\n`;
    const dir = await catalogueDir(files);
    mostAtOnce = 0;
    const loaded = await loadCatalogue(dir);
    expect(loaded.pages).toHaveLength(300);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(64 + 2); // the two YAML files are read beside the pages
  });
});
