/** llms.txt (https://llmstxt.org): every page with its title, URL and description, grouped by sidebar area. */
import type { Catalogue } from './schema.js';
import { markdownRouteOfId } from './routes.js';
import { locateDoc, readingOrder, routeOf } from './tree.js';

export type LlmsOptions = {
  /** Absolute origin for links, e.g. https://example.com (no trailing slash). */
  siteUrl: string;
  title: string;
  summary: string;
  /** Human names for sidebars, e.g. {mainSidebar: 'Guides'}. */
  sidebarNames?: Record<string, string>;
  /** Append `.md` to page URLs, pointing tools at the Markdown version of each page. */
  markdownLinks?: boolean;
};

/** Markdown link text cannot hold unescaped brackets; descriptions stay on one line. */
function inline(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/([[\]\\])/g, '\\$1');
}

export function toLlmsTxt(catalogue: Catalogue, options: LlmsOptions): string {
  const url = (id: string) => `${options.siteUrl}${options.markdownLinks ? markdownRouteOfId(id) : routeOf(catalogue, id)}`;
  const line = (id: string) => {
    const doc = catalogue.docs[id]!;
    return `- [${inline(doc.title)}](${url(id)}): ${inline(doc.description)}`;
  };
  const sections = new Map<string, string[]>();
  const add = (section: string, id: string) => {
    const list = sections.get(section);
    if (list) list.push(id);
    else sections.set(section, [id]);
  };
  const listed = new Set<string>();
  for (const sidebar of Object.keys(catalogue.sidebars)) {
    const name = options.sidebarNames?.[sidebar] ?? sidebar;
    for (const id of readingOrder(catalogue, sidebar)) {
      if (catalogue.docs[id]?.movedTo !== undefined) continue;
      const location = locateDoc(catalogue, id);
      // A top-level category's own page goes with the pages of its category.
      const area = (location?.ancestors[0] ?? (location?.item.type === 'category' ? location.item : undefined))?.label;
      add(area === undefined ? name : `${name}: ${area}`, id);
      listed.add(id);
    }
  }
  for (const doc of Object.values(catalogue.docs)) {
    if (!listed.has(doc.id) && doc.movedTo === undefined) add('Other pages', doc.id);
  }
  const parts = [`# ${options.title}`, '', `> ${inline(options.summary)}`, ''];
  for (const [section, ids] of sections) parts.push(`## ${section}`, '', ...ids.map(line), '');
  return parts.join('\n');
}
