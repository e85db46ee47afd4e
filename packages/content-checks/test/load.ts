import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCatalogue } from '@docs/catalogue/node';

export const contentDir = fileURLToPath(new URL('../../../apps/site/src/content', import.meta.url));

/** The public sidebars of the toolkit's docs, kept outside the repo (../shared/reference) and never committed. */
const referenceFile = fileURLToPath(new URL('../../../../shared/reference/remotion-sidebars.json', import.meta.url));

export function readReference(): Record<string, unknown[]> | undefined {
  return existsSync(referenceFile) ? JSON.parse(readFileSync(referenceFile, 'utf8')) : undefined;
}

export const loaded = await loadCatalogue(contentDir);
export const catalogue = loaded.catalogue;
