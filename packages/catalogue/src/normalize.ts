/**
 * Authoring form → normalized items. Tolerant by design: items that are malformed are skipped
 * here and reported by validation, so a catalogue can always be built and inspected.
 */
import { canonicalDocsHref, routeOfId } from './routes.js';
import type { DocEntry, SidebarConfigItem, SidebarItem, SidebarsConfig } from './schema.js';
import { isRecord } from './guards.js';

export type NormalizeContext = {
  docs: Record<string, DocEntry>;
  homeId?: string;
};

function withClassName<T extends SidebarItem>(item: T, className: unknown): T {
  return typeof className === 'string' ? { ...item, className } : item;
}

function normalizeDoc(id: string, label: unknown, className: unknown, context: NormalizeContext): SidebarItem {
  const text = typeof label === 'string' ? label : (context.docs[id]?.title ?? id);
  const link: SidebarItem = { type: 'link', label: text, href: routeOfId(id, context.homeId), docId: id };
  return withClassName(link, className);
}

export function normalizeItem(item: unknown, context: NormalizeContext): SidebarItem | undefined {
  if (typeof item === 'string') return normalizeDoc(item, undefined, undefined, context);
  if (!isRecord(item)) return undefined;
  switch (item.type) {
    case 'doc':
    case 'ref':
      return typeof item.id === 'string' ? normalizeDoc(item.id, item.label, item.className, context) : undefined;
    case 'link': {
      if (typeof item.href !== 'string' || typeof item.label !== 'string') return undefined;
      const link: SidebarItem = { type: 'link', label: item.label, href: canonicalDocsHref(item.href) };
      return withClassName(link, item.className);
    }
    case 'html': {
      if (typeof item.value !== 'string') return undefined;
      const html: SidebarItem = { type: 'html', value: item.value };
      if (typeof item.defaultStyle === 'boolean') html.defaultStyle = item.defaultStyle;
      return withClassName(html, item.className);
    }
    case 'category': {
      if (typeof item.label !== 'string' || !Array.isArray(item.items)) return undefined;
      const collapsible = item.collapsible !== false;
      const category: SidebarItem = {
        type: 'category',
        label: item.label,
        items: normalizeItems(item.items, context),
        // Categories are collapsed unless the config says otherwise; one that cannot collapse is open.
        collapsed: collapsible && item.collapsed !== false,
        collapsible,
      };
      const link = item.link;
      if (isRecord(link) && link.type === 'doc' && typeof link.id === 'string') {
        category.href = routeOfId(link.id, context.homeId);
      }
      return withClassName(category, item.className);
    }
    default:
      return undefined;
  }
}

export function normalizeItems(items: readonly unknown[], context: NormalizeContext): SidebarItem[] {
  const result: SidebarItem[] = [];
  for (const item of items) {
    const normalized = normalizeItem(item, context);
    if (normalized) result.push(normalized);
  }
  return result;
}

/** Doc items become links with `docId` and `href`; categories get explicit booleans, collapsed by default. */
export function normalizeSidebars(
  config: SidebarsConfig | Record<string, unknown>,
  context: NormalizeContext = { docs: {} },
): Record<string, SidebarItem[]> {
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(config)) {
    sidebars[name] = Array.isArray(items) ? normalizeItems(items as SidebarConfigItem[], context) : [];
  }
  return sidebars;
}
