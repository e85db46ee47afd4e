/**
 * Every page's Markdown twin written as a file, `dist/docs/<id>.md`, for a build. As 999 Astro routes
 * they cost about 2 ms of Astro's own work each, 2 to 2.7 s of a cold build, for text made in 0.2 s.
 * In `astro dev` the route `pages/docs/[...id].md.ts` serves them, from the same `docMarkdown`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownRouteOfId } from '@docs/catalogue';
import pLimit from 'p-limit';
import type { SiteConfig } from '../config/resolve';
import type { Presentation } from '@docs/api-reference';
import { docMarkdown, docsWithTwins, twinPresentations } from './doc-markdown';

/** Files written at once: one after another, each waited for, the twins took 1.5 s to write. */
const WRITES_IN_FLIGHT = 32;

/**
 * Writes each page's twin under `outDir`; resolves to the pages' generated references it used (by
 * id), which a rebuild of a few pages reuses rather than load and map the API reference again.
 */
export async function writeMarkdownTwins(config: SiteConfig, outDir: string): Promise<Record<string, Presentation>> {
  const ids = await docsWithTwins(config);
  const mapped = await twinPresentations(config);
  const presentations: Record<string, Presentation> = {};
  for (const id of ids) {
    const presentation = mapped(id);
    if (presentation) presentations[id] = presentation;
  }
  const files = ids.map((id) => path.join(outDir, ...markdownRouteOfId(id).split('/')));
  await Promise.all([...new Set(files.map((file) => path.dirname(file)))].map((folder) => mkdir(folder, { recursive: true })));
  const limit = pLimit(WRITES_IN_FLIGHT);
  await Promise.all(ids.map((id, index) => limit(async () => writeFile(files[index]!, await docMarkdown(config, id, (docId) => presentations[docId])))));
  return presentations;
}
