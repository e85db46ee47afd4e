/** The sidebar root: a labelled navigation landmark around the item tree. */
import { useEffect, useMemo, useRef } from 'react';
import type { SidebarItem } from '@docs/catalogue/navigation';
import { storageEntryOf } from './choices.js';
import { SidebarContext, type SidebarContextValue } from './context.js';
import { rememberOpenCategories, scrollActiveIntoView } from './dom.js';
import { ItemList } from './items.js';
import { activeKeyOf } from './model.js';

export type SidebarProps = {
  /** Normalized items from `@docs/catalogue` (e.g. `catalogue.sidebars.apiSidebar`). */
  items: SidebarItem[];
  /** Route of the page being shown (`/docs/player/api`); its link gets `aria-current="page"`. */
  activeHref?: string;
  /** Accessible name of the `<nav>` landmark, e.g. "API". */
  label: string;
  /** Namespace for the remembered open/closed state, e.g. the sidebar's name. Defaults to `label`. */
  storageKey?: string;
  /**
   * For a page that only server-renders the sidebar (with `sidebarScript`): the address of a page
   * holding this sidebar with every list (rendered without this prop). Closed categories are then
   * rendered without their children, which cost neither bytes nor DOM on every page; the script
   * brings a category's list in from that page as it opens. With JavaScript off, the nav ends with
   * a link to it. Not for a hydrated sidebar.
   */
  closedListsHref?: string;
};

/**
 * Renders every item; categories open and close natively. Mounted or hydrated in a browser, it
 * also remembers the reader's choices and scrolls the active link into view; a page that only
 * server-renders it gets the same from `sidebarScript`.
 */
export function Sidebar({ items, activeHref, label, storageKey, closedListsHref }: SidebarProps) {
  const namespace = storageKey ?? label;
  const activeKey = useMemo(() => activeKeyOf(items, activeHref), [items, activeHref]);
  const lazyClosed = closedListsHref !== undefined;
  const context = useMemo<SidebarContextValue>(() => ({ activeKey, lazyClosed }), [activeKey, lazyClosed]);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!nav.current) return undefined;
    scrollActiveIntoView(nav.current);
    return rememberOpenCategories(nav.current, storageEntryOf(namespace));
  }, [namespace]);

  return (
    <nav ref={nav} aria-label={label} className="sb" data-lists={closedListsHref}>
      <SidebarContext.Provider value={context}>
        <ItemList items={items} parentKey="" />
      </SidebarContext.Provider>
      {lazyClosed && (
        <noscript>
          <p className="sb-all">
            <a href={closedListsHref}>Every page of this sidebar</a>
          </p>
        </noscript>
      )}
    </nav>
  );
}
