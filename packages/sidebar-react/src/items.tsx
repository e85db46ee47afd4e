/**
 * How each item type renders. Lists and categories are memoized on their (immutable) items and
 * key, links are plain elements of their list, and each category reads only its own open state,
 * so a toggle re-renders one category.
 * Closed categories render no children: the static HTML holds only what a reader can see.
 */
import { memo, useSyncExternalStore } from 'react';
import { sanitizeHtmlItem, type SidebarCategory, type SidebarHtml, type SidebarItem, type SidebarLink } from '@docs/catalogue/navigation';
import { useSidebarContext } from './context.js';
import { itemLink } from './item-link.js';
import { itemText } from './item-text.js';
import { childKey, hrefKindOf, opensByDefault } from './model.js';
import type { OpenState } from './open-state.js';
import { noteRender } from './render-probe.js';

export const ItemList = memo(function ItemList({ items, parentKey, id }: { items: readonly SidebarItem[]; parentKey: string; id?: string }) {
  const { activeKey } = useSidebarContext();
  return (
    <ul id={id}>
      {items.map((item, index) => {
        const key = childKey(parentKey, index);
        if (item.type === 'link') return linkItem(item, index, key, activeKey);
        if (item.type === 'category') return <CategoryItem key={index} item={item} itemKey={key} />;
        return <HtmlItem key={index} item={item} />;
      })}
    </ul>
  );
});

/**
 * A link's list entry. A plain function, not a component: links have no state, and a list
 * re-renders only when its category opens, so one fewer fiber per link is pure saving on hydration.
 */
function linkItem(item: SidebarLink, index: number, itemKey: string, activeKey: string | undefined) {
  noteRender(itemKey);
  const active = itemKey === activeKey;
  if (item.unlisted && !active) return null;
  return (
    <li key={index} className={item.className}>
      {itemLink(item.href, item.label, item.className, active)}
    </li>
  );
}

/** Open state of one category: the server's answer during hydration, the reader's afterwards. */
function useOpen(state: OpenState, key: string, byDefault: boolean): boolean {
  return useSyncExternalStore(
    state.subscriberOf(key),
    () => state.isOpen(key, byDefault),
    () => byDefault,
  );
}

const CategoryItem = memo(function CategoryItem({ item, itemKey }: { item: SidebarCategory; itemKey: string }) {
  noteRender(itemKey);
  const { state, activeKey, idPrefix } = useSidebarContext();
  const byDefault = opensByDefault(item, itemKey, activeKey);
  const open = useOpen(state, itemKey, byDefault) || !item.collapsible;
  const toggle = () => state.toggle(itemKey, byDefault);
  const listId = idPrefix + itemKey;
  // A category page with a refused URL counts as no page.
  const href = item.href !== undefined && hrefKindOf(item.href) !== 'refused' ? item.href : undefined;
  const toggleProps = { type: 'button' as const, 'aria-expanded': open, 'aria-controls': listId, onClick: toggle };

  let head;
  if (href !== undefined) {
    head = (
      <>
        {itemLink(href, item.label, item.className, itemKey === activeKey)}
        {item.collapsible && <button className="t" aria-label={item.label} {...toggleProps} />}
      </>
    );
  } else if (item.collapsible) {
    head = (
      <button className="l" {...toggleProps}>
        {itemText(item.label, item.className)}
      </button>
    );
  } else {
    head = (
      <span className="n">
        {itemText(item.label, item.className)}
      </span>
    );
  }
  return (
    <li className={item.className}>
      {head}
      {open && <ItemList items={item.items} parentKey={itemKey} id={listId} />}
    </li>
  );
});

/** Catalogue markup is untrusted: only what the catalogue's allowlist keeps reaches the DOM. */
const HtmlItem = memo(function HtmlItem({ item }: { item: SidebarHtml }) {
  const className = [item.defaultStyle ? 'h d' : 'h', item.className].filter(Boolean).join(' ');
  return <li className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtmlItem(item.value) }} />;
});
