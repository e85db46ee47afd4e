/**
 * How each item type renders. A collapsible category is a native `<details>` holding all its
 * children, so it opens and closes with no script at all (and with JavaScript off); the only open
 * state in the HTML is where it starts. Lists and categories are memoized on their (immutable)
 * items and key, and links are plain elements of their list.
 */
import { memo } from 'react';
import { sanitizeHtmlItem, type SidebarCategory, type SidebarHtml, type SidebarItem, type SidebarLink } from '@docs/catalogue/navigation';
import { useSidebarContext } from './context.js';
import { itemLink } from './item-link.js';
import { itemText } from './item-text.js';
import { childKey, hrefKindOf, opensByDefault } from './model.js';

export const ItemList = memo(function ItemList({ items, parentKey }: { items: readonly SidebarItem[]; parentKey: string }) {
  const { activeKey } = useSidebarContext();
  return (
    <ul>
      {items.map((item, index) => {
        const key = childKey(parentKey, index);
        if (item.type === 'link') return linkItem(item, index, key, activeKey);
        // biome-ignore lint/suspicious/noArrayIndexKey: a sidebar's items never reorder; their position is their identity (childKey)
        if (item.type === 'category') return <CategoryItem key={index} item={item} itemKey={key} />;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        return <HtmlItem key={index} item={item} />;
      })}
    </ul>
  );
});

/**
 * A link's list entry. A plain function, not a component: links have no state, so one fewer
 * fiber per link is pure saving on hydration.
 */
function linkItem(item: SidebarLink, index: number, itemKey: string, activeKey: string | undefined) {
  const active = itemKey === activeKey;
  if (item.unlisted && !active) return null;
  return (
    <li key={index} className={item.className}>
      {itemLink(item.href, item.label, item.className, active)}
    </li>
  );
}

/**
 * A category: its page link (when it has one), then a `<details>` whose `<summary>` is the toggle
 * (an icon named after the category beside the link, or the label itself) and whose list holds the
 * children. `data-k` is the category's key, under which the reader's choice is remembered.
 */
const CategoryItem = memo(function CategoryItem({ item, itemKey }: { item: SidebarCategory; itemKey: string }) {
  const { activeKey, lazyClosed } = useSidebarContext();
  // A category page with a refused URL counts as no page.
  const href = item.href !== undefined && hrefKindOf(item.href) !== 'refused' ? item.href : undefined;
  const link = href === undefined ? undefined : itemLink(href, item.label, item.className, itemKey === activeKey);
  const list = <ItemList items={item.items} parentKey={itemKey} />;
  if (!item.collapsible) {
    return (
      <li className={item.className}>
        {link ?? <span className="n">{itemText(item.label, item.className)}</span>}
        {list}
      </li>
    );
  }
  const summary = link ? <summary className="t" aria-label={item.label} /> : <summary className="l">{itemText(item.label, item.className)}</summary>;
  const open = opensByDefault(item, itemKey, activeKey);
  return (
    <li className={item.className}>
      {link}
      <details open={open} data-k={itemKey}>
        {summary}
        {/* Closed and lazy: the script brings the list in from the sidebar's lists page as it opens. */}
        {open || !lazyClosed ? list : null}
      </details>
    </li>
  );
});

/** Catalogue markup is untrusted: only what the catalogue's allowlist keeps reaches the DOM. */
const HtmlItem = memo(function HtmlItem({ item }: { item: SidebarHtml }) {
  const className = [item.defaultStyle ? 'h d' : 'h', item.className].filter(Boolean).join(' ');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtmlItem keeps only the catalogue's allowlist
  return <li className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtmlItem(item.value) }} />;
});
