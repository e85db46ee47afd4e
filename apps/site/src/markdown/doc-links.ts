/**
 * Checks every internal docs link in a page body against the catalogue and rewrites it to the
 * page's canonical URL (`resolveDocHref` of the catalogue says which forms name a page). A link to
 * no page fails the build, naming the file, line and link.
 */
import path from 'node:path';
import { resolveDocHref, type Catalogue } from '@docs/catalogue';
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { bodyEnvOf } from './body-env.js';

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

/** The file as a writer names it: from the content folder (`docs/guide/one.md`). */
export function contentRelative(options: DocLinksOptions, filePath: string): string {
  return path.relative(path.dirname(options.docsDir), filePath);
}

/** Line (from 1) of each link in an inline token: its block's first line (`firstLine`, from 0) plus the line breaks before it. */
function* linksWithLines(inline: Token, firstLine: number | undefined): Generator<{ link: Token; line: number | undefined }> {
  let breaks = 0;
  for (const child of inline.children ?? []) {
    if (child.type === 'softbreak' || child.type === 'hardbreak') breaks += 1;
    else if (child.type === 'link_open') yield { link: child, line: firstLine === undefined ? undefined : firstLine + 1 + breaks };
  }
}

function checkLinks(state: StateCore): void {
  const env = bodyEnvOf(state.env);
  if (!env) return;
  const pageFile = path.relative(env.docLinks.docsDir, env.filePath);
  // A table cell's text has no line of its own; its row's is the last one seen.
  let lastLine: number | undefined;
  for (const token of state.tokens) {
    if (token.map) lastLine = token.map[0];
    if (token.type !== 'inline') continue;
    for (const { link, line } of linksWithLines(token, lastLine)) {
      const href = String(link.attrGet('href') ?? '');
      const resolved = resolveDocHref(env.docLinks.catalogue, href, pageFile, env.docLinks);
      if (resolved === null) continue;
      if (resolved === undefined)
        env.brokenLinks.push({ file: contentRelative(env.docLinks, env.filePath), url: href, ...(line === undefined ? {} : { line }) });
      else link.attrSet('href', resolved);
    }
  }
}

export function docLinks(md: MarkdownIt): void {
  // After linkify, so links written as bare URLs are seen too.
  md.core.ruler.after('linkify', 'doc-links', checkLinks);
}
