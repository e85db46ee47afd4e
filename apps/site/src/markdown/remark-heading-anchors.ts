/**
 * A self-link after every h2 and h3 of a page body (`#options`), in a wrapper that shows it on
 * hover and focus. The link sits beside the heading, not inside it, so the heading's accessible
 * name stays its own text; the link is named "Link to this section: <heading>".
 *
 * Astro gives headings their ids only after every plugin has run, so this plugin assigns them
 * itself, the way Astro would (github-slugger over the heading's text, one slugger per page, a
 * trailing `-` dropped); Astro then keeps them and lists the same slugs for the table of contents.
 */
import type { Heading, Nodes, Root } from 'mdast';
import GithubSlugger from 'github-slugger';
import { SKIP, visit } from 'unist-util-visit';

/** Raw HTML that is only a tag (`<br>`) adds nothing to the text, as in Astro's own pass. */
const TAG_ONLY = /^\n?<.*>\n?$/;

/** The heading's text as Astro reads it: text, inline code and raw HTML that is more than a tag. */
export function headingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'html') return TAG_ONLY.test(node.value) ? '' : node.value;
  return 'children' in node ? node.children.map((child) => headingText(child as Nodes)).join('') : '';
}

export function slugOf(slugger: GithubSlugger, text: string): string {
  const slug = slugger.slug(text);
  return slug.endsWith('-') ? slug.slice(0, -1) : slug;
}

/** The accessible name of a heading's self-link. */
export function anchorLabel(text: string): string {
  return `Link to this section: ${text}`;
}

function anchored(heading: Heading, id: string, text: string) {
  const link = {
    type: 'link',
    url: `#${id}`,
    children: [{ type: 'text', value: '#' }],
    data: { hProperties: { className: ['heading-anchor'], ariaLabel: anchorLabel(text) } },
  };
  return { type: 'headingAnchored', children: [heading, link], data: { hName: 'div', hProperties: { className: ['heading-wrap'] } } };
}

export function remarkHeadingAnchors() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading, index, parent) => {
      const text = headingText(node);
      const existing = node.data?.hProperties?.id;
      const id = typeof existing === 'string' ? existing : slugOf(slugger, text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if ((node.depth !== 2 && node.depth !== 3) || parent === undefined || index === undefined) return;
      parent.children[index] = anchored(node, id, text) as unknown as Heading;
      return [SKIP, index + 1];
    });
  };
}
