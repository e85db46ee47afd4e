/**
 * Sidebars, stage 2: parsed items → the items renderers read (the JSON shape of Docusaurus's
 * sidebar props). Doc items become links with `docId` and `href`, labelled by the doc's title
 * unless the item gives a label; categories get explicit booleans. Invalid items, reported when
 * parsing, are left out, so a catalogue can always be built and inspected.
 */
import { canonicalDocsHref, routeOfId } from '../routes.js';
import type { DocEntry, SidebarItem } from '../schema.js';
import type { ParsedItem, ParsedSidebars } from './parse.js';

export type NormalizeContext = {
  docs: Record<string, DocEntry>;
  homeId?: string;
};

function withClassName<T extends SidebarItem>(item: T, className: string | undefined): T {
  return className === undefined ? item : { ...item, className };
}

function normalizeItem(item: ParsedItem, context: NormalizeContext): SidebarItem | undefined {
  switch (item.type) {
    case 'doc': {
      const label = item.label ?? context.docs[item.id]?.title ?? item.id;
      return withClassName<SidebarItem>({ type: 'link', label, href: routeOfId(item.id, context.homeId), docId: item.id }, item.className);
    }
    case 'link':
      return withClassName<SidebarItem>({ type: 'link', label: item.label, href: canonicalDocsHref(item.href) }, item.className);
    case 'html': {
      const html: SidebarItem = { type: 'html', value: item.value };
      if (item.defaultStyle !== undefined) html.defaultStyle = item.defaultStyle;
      return withClassName(html, item.className);
    }
    case 'category': {
      const collapsible = item.collapsible !== false;
      const category: SidebarItem = {
        type: 'category',
        label: item.label,
        items: normalizeItems(item.items, context),
        // Categories are collapsed unless the config says otherwise; one that cannot collapse is open.
        collapsed: collapsible && item.collapsed !== false,
        collapsible,
      };
      if (item.link) category.href = routeOfId(item.link.id, context.homeId);
      return withClassName(category, item.className);
    }
    case 'invalid':
      return undefined;
  }
}

function normalizeItems(items: readonly ParsedItem[], context: NormalizeContext): SidebarItem[] {
  return items.flatMap((item) => normalizeItem(item, context) ?? []);
}

/** Every sidebar's items as renderers read them. */
export function normalizeSidebars(parsed: ParsedSidebars, context: NormalizeContext = { docs: {} }): Record<string, SidebarItem[]> {
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const { name, items } of parsed.sidebars) sidebars[name] = normalizeItems(items, context);
  return sidebars;
}
