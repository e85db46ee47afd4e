/**
 * Pure decisions about a sidebar, the same on the server and in the browser:
 * which item is the active page and which categories start open.
 */
import { isExternalHref, isSafeHref, routeKey, startsOpen, type SidebarCategory, type SidebarItem } from '@docs/catalogue/navigation';

export type HrefKind = 'internal' | 'external' | 'refused';

/**
 * Whether an href stays on the site, leaves it, or may not be linked at all (script and data URLs).
 * Root-relative paths, nearly every href in a sidebar, skip the scheme checks.
 */
export function hrefKindOf(href: string): HrefKind {
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return 'internal';
  if (!isSafeHref(href)) return 'refused';
  // Browsers read "/\host" like "//host": another origin.
  if (href.startsWith('/\\')) return 'external';
  return isExternalHref(href) ? 'external' : 'internal';
}

/**
 * The key (index path, e.g. "3.0.2") of the first link or category whose own page is `activeHref`.
 * Trailing slashes, queries and hashes do not matter; external and refused URLs never match.
 * Runs on every hydration over the whole tree, so it does as little as it can per item.
 */
export function activeKeyOf(items: readonly SidebarItem[], activeHref: string | undefined): string | undefined {
  return activeHref === undefined ? undefined : findRoute(items, routeKey(activeHref), '');
}

function findRoute(items: readonly SidebarItem[], target: string, parentKey: string): string | undefined {
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    if (item.type === 'html') continue;
    const key = childKey(parentKey, index);
    // routeKey only trims a suffix, so a plain prefix test rules out nearly every item cheaply.
    const href = item.href;
    if (href?.startsWith(target) && routeKey(href) === target && hrefKindOf(href) === 'internal') return key;
    const found = item.type === 'category' ? findRoute(item.items, target, key) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether the item at `key` is the active item or one of its enclosing categories. */
export function containsActive(key: string, activeKey: string | undefined): boolean {
  return activeKey !== undefined && (activeKey === key || activeKey.startsWith(`${key}.`));
}

/** How a category renders on a page: open where the catalogue starts it open, or when it holds the active page. */
export function opensByDefault(category: SidebarCategory, key: string, activeKey: string | undefined): boolean {
  return startsOpen(category) || containsActive(key, activeKey);
}

/** The key of child `index` below `parentKey` ("" is the sidebar root). */
export function childKey(parentKey: string, index: number): string {
  return parentKey === '' ? String(index) : `${parentKey}.${index}`;
}
