/**
 * Checks every internal docs link in a page body against the catalogue and rewrites it to the
 * page's canonical URL (`resolveDocHref` of the catalogue says which forms name a page). A link to
 * no page fails the build, naming the file, line and link.
 */
import path from 'node:path';
import { resolveDocHref, type Catalogue } from '@docs/catalogue';
import type { Definition, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export type DocLinksOptions = {
  catalogue: Catalogue;
  /** Absolute path of the catalogue's docs folder, to turn file links into ids. */
  docsDir: string;
  /** Hrefs that exist besides pages (e.g. generated category pages). */
  extraHrefs?: ReadonlySet<string>;
};

/** Options read afresh for each file: in dev the catalogue changes while the server runs. */
export type LiveDocLinksOptions = () => Promise<DocLinksOptions>;

export type BrokenLink = { file: string; line?: number; url: string };

export class BrokenLinksError extends Error {
  constructor(readonly links: BrokenLink[]) {
    super(
      `Links to no page of the catalogue:\n${links.map((link) => `  ${link.file}${link.line === undefined ? '' : `:${link.line}`} ${link.url}`).join('\n')}`,
    );
    this.name = 'BrokenLinksError';
  }
}

// On globalThis: the plugin and its caller may be different copies of this module.
const COLLECTORS = Symbol.for('@docs/site:broken-link-collectors');

/** Files whose broken links a caller collects. */
function collectors(): Map<string, BrokenLink[]> {
  return ((globalThis as { [COLLECTORS]?: Map<string, BrokenLink[]> })[COLLECTORS] ??= new Map());
}

/**
 * Runs `work` (rendering the file at `filePath`) with the file's broken links handed back instead of
 * thrown by the plugin: Astro's processor prints any error a plugin throws, stack trace and all.
 */
export async function collectingBrokenLinks<T>(filePath: string, work: () => Promise<T>): Promise<{ result: T; broken: BrokenLink[] }> {
  const broken: BrokenLink[] = [];
  collectors().set(filePath, broken);
  try {
    return { result: await work(), broken };
  } finally {
    collectors().delete(filePath);
  }
}

export function remarkDocLinks(given: DocLinksOptions | LiveDocLinksOptions) {
  return async (tree: Root, file: VFile) => {
    const options = typeof given === 'function' ? await given() : given;
    const broken: BrokenLink[] = [];
    const fromFile = file.path ?? path.join(options.docsDir, 'unknown.mdx');
    const pageFile = path.relative(options.docsDir, fromFile);
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const resolved = resolveDocHref(options.catalogue, link.url, pageFile, options);
      if (resolved === null) return;
      if (resolved === undefined) {
        const line = link.position?.start.line;
        broken.push({ file: path.relative(path.dirname(options.docsDir), fromFile), url: link.url, ...(line === undefined ? {} : { line }) });
        return;
      }
      link.url = resolved;
    });
    if (broken.length === 0) return;
    const collected = collectors().get(fromFile);
    if (collected) collected.push(...broken);
    else throw new BrokenLinksError(broken);
  };
}
