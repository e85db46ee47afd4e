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
import { docMarkdown, docsWithTwins } from './doc-markdown';

/** Files written at once: one after another, each waited for, the twins took 1.5 s to write. */
const WRITES_IN_FLIGHT = 32;

/** Writes each page's twin under `outDir`; resolves to how many were written. */
export async function writeMarkdownTwins(config: SiteConfig, outDir: string): Promise<number> {
  const ids = await docsWithTwins(config);
  const files = ids.map((id) => path.join(outDir, ...markdownRouteOfId(id).split('/')));
  await Promise.all([...new Set(files.map((file) => path.dirname(file)))].map((folder) => mkdir(folder, { recursive: true })));
  const limit = pLimit(WRITES_IN_FLIGHT);
  await Promise.all(ids.map((id, index) => limit(async () => writeFile(files[index]!, await docMarkdown(config, id)))));
  return ids.length;
}
