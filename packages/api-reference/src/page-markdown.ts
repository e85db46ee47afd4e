/**
 * The Markdown twin of a page (`/docs/<id>.md`, `llms-full.txt`, the MCP server's `get_page`) for AI
 * tools: the title, the description, then the body as written, minus the import/export statements of
 * an MDX page (which mean nothing outside the build), then the page's generated API reference. In a
 * .md page such lines are ordinary text and stay.
 */
import type { Catalogue } from '@docs/catalogue';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { presentationToMarkdown } from './markdown.js';
import type { Presentation } from './present.js';

const parser = unified().use(remarkParse).use(remarkMdx);

/** Removes top-level `import`/`export` statements, cutting by source position so the rest stays byte for byte. */
function stripMdxStatements(body: string): string {
  let tree: Root;
  try {
    tree = parser.parse(body) as Root;
  } catch {
    // Not valid MDX (the build would have failed on it); keep the text as written.
    return body;
  }
  const cuts = tree.children
    .filter((node) => node.type === 'mdxjsEsm')
    .map((node) => [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0] as const)
    .reverse();
  let text = body;
  for (const [start, end] of cuts) text = text.slice(0, start) + text.slice(end);
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/** Quote lines stay quote lines: a multi-line description keeps its `> ` prefix on every line. */
function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** `reference` is the generated API reference as Markdown, appended after the body (empty when none). */
export type ExportedPage = { title: string; description: string; body: string; url: string; format: 'md' | 'mdx'; reference?: string };

export function pageMarkdown(page: ExportedPage): string {
  const body = page.format === 'mdx' ? stripMdxStatements(page.body) : page.body.trim();
  const parts = [`# ${page.title.replace(/\r?\n/g, ' ')}`, '', quote(page.description), '', `Source: ${page.url}`];
  if (body !== '') parts.push('', body);
  if (page.reference) parts.push('', page.reference);
  return `${parts.join('\n')}\n`;
}

/** What a catalogue page's twin is made from, given by the caller (the site, the CLI). */
export type DocMarkdownSources = {
  /** The page's file and body as loaded; undefined for a page without a file. */
  page?: { file: string; body: string } | undefined;
  /** The page's generated API reference laid out, if it has one. */
  presentationOf(docId: string): Presentation | undefined;
  /** The absolute URL of a page, for the `Source:` line. */
  urlOf(docId: string): string;
};

/** A catalogue page's Markdown twin; a redirect stub points at its target and carries no reference. */
export function docMarkdown(catalogue: Catalogue, id: string, sources: DocMarkdownSources): string {
  const doc = catalogue.docs[id];
  if (!doc) throw new Error(`unknown page id "${id}"`);
  const reference = doc.movedTo === undefined ? sources.presentationOf(id) : undefined;
  return pageMarkdown({
    title: doc.title,
    description: doc.description,
    body: sources.page?.body ?? '',
    reference: reference ? presentationToMarkdown(reference) : '',
    format: sources.page?.file.endsWith('.mdx') ? 'mdx' : 'md',
    url: sources.urlOf(doc.movedTo ?? id),
  });
}
