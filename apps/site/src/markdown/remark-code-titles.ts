/**
 * A fenced block with `title="src/Root.tsx"` in its meta gets the file name as a caption above it,
 * so readers of multi-file examples see which file each block belongs in.
 */
import type { Code, Paragraph, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

export function codeTitleOf(meta: string | null | undefined): string | undefined {
  const match = meta ? TITLE.exec(meta) : null;
  const title = match?.[1] ?? match?.[2];
  return title?.trim() ? title.trim() : undefined;
}

export function remarkCodeTitles() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      const title = codeTitleOf(node.meta);
      if (title === undefined || parent === undefined || index === undefined) return;
      // A text node: the file name is escaped like any other catalogue string.
      const caption: Paragraph = {
        type: 'paragraph',
        children: [{ type: 'text', value: title }],
        data: { hName: 'div', hProperties: { className: ['code-title'] } },
      };
      parent.children.splice(index, 0, caption);
      return [SKIP, index + 2];
    });
  };
}
