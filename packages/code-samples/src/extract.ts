/**
 * Finds the fenced code blocks of a page with the parsers the site uses (remark + frontmatter +
 * directives, plus MDX for .mdx files), so a block inside an admonition is found too and line
 * numbers are those of the file on disk.
 */
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseMeta, partialReasonOf, type BlockMeta } from './meta.js';

export type CodeBlock = {
  /** Page file, relative to the docs directory, with forward slashes. */
  file: string;
  /** 1-based line of the opening fence in the file. */
  line: number;
  /** Language after the opening fence, or null when the fence has none. */
  lang: string | null;
  meta: BlockMeta;
  code: string;
  /** Why the block is deliberately incomplete; undefined for a block that must compile. */
  partialReason: string | undefined;
  /** Marker mistakes (unknown meta, partial without a reason); reported by the fence test. */
  problems: string[];
};

const markdownParser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkDirective);
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkDirective);

/** Throws with the file name and position when an .mdx page is not valid MDX (any text is Markdown). */
export function extractCodeBlocks(file: string, text: string): CodeBlock[] {
  let tree: Root;
  try {
    tree = (file.endsWith('.mdx') ? mdxParser : markdownParser).parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid MDX: ${(error as Error).message}`, { cause: error });
  }
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    const { meta, problems } = parseMeta(node.meta ?? '');
    const partial = partialReasonOf(meta, node.value);
    blocks.push({
      file,
      line: node.position?.start.line ?? 1,
      lang: node.lang ?? null,
      meta,
      code: node.value,
      partialReason: partial.reason,
      problems: [...problems, ...partial.problems],
    });
  });
  return blocks;
}
