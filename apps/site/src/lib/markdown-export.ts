/**
 * The Markdown twin of a page (`/docs/<id>.md`) for AI tools: the title, the description, then the
 * body as written, minus MDX import/export statements (which mean nothing outside the build).
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

export function pageMarkdown(page: { title: string; description: string; body: string; url: string }): string {
  const body = stripMdxStatements(page.body);
  const parts = [`# ${page.title.replace(/\r?\n/g, ' ')}`, '', quote(page.description), '', `Source: ${page.url}`];
  if (body !== '') parts.push('', body);
  return `${parts.join('\n')}\n`;
}
