/**
 * The Markdown twin of a page (`/docs/<id>.md`) for AI tools: the title, the description, then the
 * body as written, minus the import/export statements of an MDX page (which mean nothing outside
 * the build). In a .md page such lines are ordinary text and stay.
 */
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkMdx);

/** Removes top-level `import`/`export` statements, cutting by source position so the rest stays byte for byte. */
export function stripMdxStatements(body: string): string {
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
