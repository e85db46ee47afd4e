/** The links of a built page, read with htmlparser2 (a streaming parser: no DOM is built). */
import { Parser } from 'htmlparser2';

export type PageLink = { href: string; text: string };

type OpenLink = { href: string; text: string; label: string | undefined };

/** The link's visible text, or its accessible label when it has no text (icon links). */
function finish(link: OpenLink): PageLink {
  const text = link.text.trim() === '' ? (link.label ?? '') : link.text;
  return { href: link.href, text: text.replace(/\s+/g, ' ').trim() };
}

/** Every `<a href>` and `<area href>` with the link's text. */
export function linksOf(html: string): PageLink[] {
  const links: PageLink[] = [];
  const open: OpenLink[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if ((name !== 'a' && name !== 'area') || attributes.href === undefined) return;
        const link = { href: attributes.href, text: '', label: attributes['aria-label'] ?? attributes.alt };
        if (name === 'area') links.push(finish(link));
        else open.push(link);
      },
      ontext(text) {
        for (const link of open) link.text += text;
      },
      onclosetag(name) {
        if (name !== 'a') return;
        const link = open.pop();
        if (link) links.push(finish(link));
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  // Anchors left open by malformed markup still count.
  for (const link of open) links.push(finish(link));
  return links;
}
