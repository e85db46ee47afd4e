/**
 * An mdast node that becomes the element `tagName` with these properties and children
 * (mdast-util-to-hast's `hName`): how remark plugins here build markup that holds ordinary Markdown
 * nodes (a code block stays a code block, highlighted like any other).
 */
import type { RootContent } from 'mdast';

export function hastElement(tagName: string, properties: Record<string, unknown>, children: unknown[]): RootContent {
  return { type: 'hastElement', data: { hName: tagName, hProperties: properties }, children } as unknown as RootContent;
}
