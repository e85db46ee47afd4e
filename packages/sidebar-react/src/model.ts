/**
 * Pure decisions about a sidebar, shared by the server render, the island and the helpers:
 * which item is the active page, which categories start open, and the ids used in the DOM.
 */
import { categoryKey, isExternalHref, isSafeHref, routeKey, walkSidebar, type SidebarCategory, type SidebarItem } from '@docs/catalogue';

/** The href an item may link to: internal or external, never a script URL. */
export function safeHrefOf(href: string | undefined): string | undefined {
  return href !== undefined && isSafeHref(href) ? href : undefined;
}

/**
 * The category key (index path, e.g. "3.0.2") of the first link or category whose own page is
 * `activeHref`. Trailing slashes, queries and hashes do not matter; external links never match.
 */
export function activeKeyOf(items: readonly SidebarItem[], activeHref: string | undefined): string | undefined {
  if (activeHref === undefined) return undefined;
  const target = routeKey(activeHref);
  for (const { item, path } of walkSidebar(items)) {
    const href = item.type === 'html' ? undefined : safeHrefOf(item.href);
    if (href !== undefined && !isExternalHref(href) && routeKey(href) === target) return categoryKey(path);
  }
  return undefined;
}

/** Whether the item at `key` is the active item or one of its enclosing categories. */
export function containsActive(key: string, activeKey: string | undefined): boolean {
  return activeKey !== undefined && (activeKey === key || activeKey.startsWith(`${key}.`));
}

/**
 * How a category renders before the reader touches it: open when it cannot collapse, when the data
 * leaves it open, or when it holds the active page (so the reader sees where they are).
 */
export function opensByDefault(category: SidebarCategory, key: string, activeKey: string | undefined): boolean {
  return !category.collapsible || !category.collapsed || containsActive(key, activeKey);
}

/** The key of child `index` below `parentKey` ("" is the sidebar root). */
export function childKey(parentKey: string, index: number): string {
  return parentKey === '' ? String(index) : `${parentKey}.${index}`;
}

/**
 * A short prefix that keeps DOM ids unique when several sidebars share a page, derived from the
 * sidebar's namespace so the server and the browser agree on it.
 */
export function idPrefixOf(namespace: string): string {
  const slug = namespace
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'sidebar'}-`;
}

/**
 * Gives every category without a page of its own the href of a generated category page, so that a
 * reader without JavaScript can reach the children of collapsed categories (their subtrees are not
 * in the static HTML). Returns new items; `hrefOf` returning undefined leaves a category as it is.
 */
export function withCategoryPages(
  items: readonly SidebarItem[],
  hrefOf: (category: SidebarCategory, key: string) => string | undefined,
  parentKey = '',
): SidebarItem[] {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const key = childKey(parentKey, index);
    const children = withCategoryPages(item.items, hrefOf, key);
    const href = item.href ?? hrefOf(item, key);
    return href === undefined ? { ...item, items: children } : { ...item, items: children, href };
  });
}
