/**
 * Links the type names of a highlighted API signature to where they are documented: each Shiki
 * token whose text is a linked name is wrapped in an `<a>`, so the colours stay as highlighted.
 */
import type { ShikiTransformer } from 'shiki';

/** `hrefs`: type name → the page address (with its anchor) it links to. */
export function typeLinkTransformer(hrefs: Readonly<Record<string, string>>): ShikiTransformer {
  return {
    name: 'docs:type-links',
    span(node, _line, _column, _lineElement, token) {
      // Shiki keeps the space before a name in its token (` RenderMediaOptions`): the link covers the name only.
      const name = token.content.trim();
      const href = hrefs[name];
      if (href === undefined || name === '') return;
      const start = token.content.indexOf(name);
      const text = (value: string) => ({ type: 'text' as const, value });
      const before = token.content.slice(0, start);
      const after = token.content.slice(start + name.length);
      node.children = [
        ...(before ? [text(before)] : []),
        { type: 'element', tagName: 'a', properties: { href, class: 'api-type-link' }, children: [text(name)] },
        ...(after ? [text(after)] : []),
      ];
    },
  };
}
