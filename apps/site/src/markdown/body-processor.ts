/**
 * The processor that turns a page body into HTML: Astro's Markdown steps in Astro's order (GFM,
 * smartypants, the site's remark plugins, remark-rehype, Shiki, heading ids, stringify), with the
 * same plugins Astro exports, minus what bodies never need. No body has an image, so the image steps
 * go; and rehype-raw, which re-parses the whole tree with parse5 to fold raw HTML in, runs only on a
 * body that has raw HTML (`bench/markdown-pipelines.mjs` measured both against Astro's processor,
 * with byte-identical output).
 */
import { rehypeHeadingIds, rehypeShiki, type AstroMarkdownOptions, type MarkdownHeading } from '@astrojs/markdown-remark';
import type { Root as HastRoot } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkSmartypants from 'remark-smartypants';
import { unified, type PluggableList } from 'unified';
import { visit, EXIT } from 'unist-util-visit';
import { VFile } from 'vfile';

export type BodyProcessor = {
  render(body: string, options: { fileURL: URL; frontmatter: Record<string, unknown> }): Promise<{ html: string; headings: MarkdownHeading[] }>;
};

/** Whether the tree holds raw HTML that only a re-parse turns into elements. */
function hasRawHtml(tree: HastRoot): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}

/** rehype-raw, skipped on a tree with no raw HTML, where it would rebuild the same tree. */
function rehypeRawWhenNeeded() {
  const fold = rehypeRaw();
  return (tree: HastRoot, file: VFile): HastRoot | undefined => (hasRawHtml(tree) ? (fold(tree, file) as HastRoot) : undefined);
}

/** `markdown`: Astro's resolved Markdown settings with the site's own remark plugins and Shiki options in them. */
export function createBodyProcessor(markdown: AstroMarkdownOptions): BodyProcessor {
  const processor = unified()
    .use(remarkParse)
    .use(markdown.gfm === false ? [] : [remarkGfm])
    .use(markdown.smartypants === false ? [] : [remarkSmartypants])
    .use((markdown.remarkPlugins ?? []) as PluggableList)
    .use(remarkRehype, { allowDangerousHtml: true, passThrough: [], ...markdown.remarkRehype })
    .use(rehypeShiki, markdown.shikiConfig ?? {}, typeof markdown.syntaxHighlight === 'object' ? markdown.syntaxHighlight.excludeLangs : undefined)
    .use((markdown.rehypePlugins ?? []) as PluggableList)
    .use(rehypeHeadingIds)
    .use(rehypeRawWhenNeeded)
    .use(rehypeStringify, { allowDangerousHtml: true });
  return {
    async render(body, { fileURL, frontmatter }) {
      const file = new VFile({ value: body, path: fileURL, data: { astro: { frontmatter } } });
      const result = await processor.process(file);
      return { html: String(result.value), headings: (result.data as { astro?: { headings?: MarkdownHeading[] } }).astro?.headings ?? [] };
    },
  };
}
