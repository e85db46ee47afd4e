/**
 * `:::note`, `:::tip`, `:::info`, `:::warning`, `:::caution` and `:::danger` blocks (the syntax
 * Docusaurus authors know) become `<aside class="admonition admonition-note">` with a title.
 * `:::note[Custom title]` sets the title. Any other directive syntax that remark-directive
 * recognised (`:name` inside prose, e.g. "Error:Cannot") is put back as the text it was written as.
 */
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';

export const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

type Directive = ContainerDirective | LeafDirective | TextDirective;

function isDirective(node: { type: string }): node is Directive {
  return node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';
}

function sourceOf(node: Directive, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return `:${node.name}`;
  return String(file.value).slice(start, end);
}

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!isDirective(node) || parent === undefined || index === undefined) return;
      const kind = node.type === 'containerDirective' ? ADMONITIONS[node.name] : undefined;
      if (node.type === 'containerDirective' && kind !== undefined) {
        const labelled = node.children[0]?.type === 'paragraph' && (node.children[0].data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const label = labelled ? (node.children.shift() as Paragraph).children : [{ type: 'text', value: kind } as PhrasingContent];
        const title: Paragraph = { type: 'paragraph', children: label, data: { hProperties: { className: ['admonition-title'] } } };
        node.children.unshift(title);
        node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
        return;
      }
      // Not one of ours: restore the original text instead of dropping it.
      const text = { type: 'text' as const, value: sourceOf(node, file) };
      const replacement = node.type === 'textDirective' ? text : ({ type: 'paragraph', children: [text] } as RootContent);
      (parent.children as unknown[]).splice(index, 1, replacement);
      return [SKIP, index + 1];
    });
  };
}
