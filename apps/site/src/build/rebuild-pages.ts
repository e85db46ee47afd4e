/**
 * A rebuild of the pages whose bodies alone changed, without Astro: each body is rendered as the full
 * build renders it (same renderer, same cache), and the page, its Markdown twin and `llms-full.txt`
 * are the last build's files with the old body swapped for the new one; the search index's parts that
 * hold those pages are made again. It does so only when that is what a full build would write: the body's
 * headings are unchanged (they make the table of contents and decide the API reference's anchors)
 * and the old text is found exactly once where it is swapped. Otherwise it says why, and the caller
 * builds everything. A writer's mistake in a body (a broken link, an unknown demo) is thrown as the
 * full build reports it, before anything is written.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownRouteOfId, routeOf } from '@docs/catalogue';
import type { SiteConfig } from '../config/resolve.js';
import { getSite, type Site } from '../lib/site.js';
import { docMarkdown, llmsFullPart } from '../markdown/doc-markdown.js';
import { highlightedBlocksOf } from '../markdown/body-processor.js';
import { configureBodyRenderer, lastBuiltBody, pageBody, recordBodyKeys, renderInProcess } from '../markdown/page-bodies.js';
import { siteBodyRenderer } from '../markdown/site-body-renderer.js';
import { bodyRegion, differOnlyInHtml, replaceOnce } from './page-patch.js';
import { indexSearchBeside } from './search-index.js';
import { replaceFiles, swapFolder } from './output-files.js';
import { readTwinReferences } from './record.js';

export type PagesOutcome = { kind: 'rebuilt'; ids: string[] } | { kind: 'full'; reason: string };

type Full = Extract<PagesOutcome, { kind: 'full' }>;

/** The file a site path is written to: `/docs/x/` → `<outDir>/docs/x/index.html`, `/docs/x.md` → `<outDir>/docs/x.md`. */
const outputFile = (outDir: string, sitePath: string) => path.join(outDir, ...sitePath.split('/'), ...(sitePath.endsWith('/') ? ['index.html'] : []));

/** The new HTML of each page (file → text), or why a full build is needed. */
async function patchedPages(
  config: SiteConfig,
  site: Site,
  outDir: string,
  files: readonly string[],
): Promise<{ pages: Map<string, string>; ids: string[] } | Full> {
  const pagesByFile = new Map([...site.pages.values()].map((page) => [page.absolutePath, page]));
  const pages = new Map<string, string>();
  const ids: string[] = [];
  for (const file of files) {
    const name = path.relative(config.contentDir, file);
    const page = pagesByFile.get(file);
    if (!page) return { kind: 'full', reason: `${name} is not a page of the catalogue` };
    if (site.catalogue.docs[page.id]?.movedTo !== undefined) return { kind: 'full', reason: `${name} is a redirect stub` };
    const before = await lastBuiltBody(file);
    if (!before) return { kind: 'full', reason: `the last build's body of ${name} is no longer cached` };
    // Its code blocks, where unchanged, as the last build highlighted them: no Shiki to start.
    const after = await pageBody(page, (source) => renderInProcess(source, highlightedBlocksOf(before)));
    if (!differOnlyInHtml(before, after)) return { kind: 'full', reason: `the headings of ${name} changed` };
    const htmlFile = outputFile(outDir, routeOf(site.catalogue, page.id));
    const html = replaceOnce(await readFile(htmlFile, 'utf8'), bodyRegion(before.html), bodyRegion(after.html));
    if (html === undefined) return { kind: 'full', reason: `the last build's body of ${name} is not found once in ${path.relative(outDir, htmlFile)}` };
    pages.set(htmlFile, html);
    ids.push(page.id);
  }
  return { pages, ids };
}

/** The new Markdown twins and `llms-full.txt` (file → text), or why a full build is needed. */
async function patchedMarkdown(config: SiteConfig, outDir: string, ids: readonly string[]): Promise<Map<string, string> | Full> {
  // The references the last build put in the twins: the same now, since nothing but bodies changed.
  const references = await readTwinReferences(config.cacheDir, outDir);
  const presentationOf = references && ((docId: string) => references[docId]);
  const llmsFile = path.join(outDir, 'llms-full.txt');
  let llms = await readFile(llmsFile, 'utf8');
  const files = new Map<string, string>();
  for (const id of ids) {
    const twinFile = outputFile(outDir, markdownRouteOfId(id));
    const twin = await docMarkdown(config, id, presentationOf);
    const withTwin = replaceOnce(llms, llmsFullPart(await readFile(twinFile, 'utf8')), llmsFullPart(twin));
    if (withTwin === undefined) return { kind: 'full', reason: `the Markdown of ${id} is not found once in llms-full.txt` };
    llms = withTwin;
    files.set(twinFile, twin);
  }
  return files.set(llmsFile, llms);
}

/** `files`: the page files (absolute) whose bodies changed, and nothing else since the build that wrote `outDir`. */
export async function rebuildPages(config: SiteConfig, outDir: string, files: readonly string[]): Promise<PagesOutcome> {
  configureBodyRenderer(siteBodyRenderer(config));
  const site = await getSite(config);
  const patched = await patchedPages(config, site, outDir, files);
  if ('kind' in patched) return patched;

  const markdown = await patchedMarkdown(config, outDir, patched.ids);
  if ('kind' in markdown) return markdown;

  // Pagefind reads the pages from the folder: the new ones are put in place first, and back if it fails.
  // It runs alone: beside this process's own work it took up to 1.7 s longer on two cores.
  const undoPages = await replaceFiles(patched.pages);
  const nextIndexes = await indexSearchBeside(config, outDir, [...patched.pages.keys()]).catch(async (error: unknown) => {
    await undoPages();
    throw error;
  });
  await replaceFiles(markdown);
  for (const { next, current } of nextIndexes) await swapFolder(next, current);
  await recordBodyKeys();
  return { kind: 'rebuilt', ids: patched.ids };
}
