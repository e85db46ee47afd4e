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
   * For a page that only server-renders the sidebar (with `sidebarScript`): a closed category's
   * children go inside a `<noscript>`, so they cost no DOM until the category opens (the script
   * moves them in) and still form a plain list with JavaScript off. Not for a hydrated sidebar.
   */
  deferClosed?: boolean;
};

/**
 * Renders every item; categories open and close natively. Mounted or hydrated in a browser, it
 * also remembers the reader's choices and scrolls the active link into view; a page that only
 * server-renders it gets the same from `sidebarScript`.
 */
export function Sidebar({ items, activeHref, label, storageKey, deferClosed = false }: SidebarProps) {
  const namespace = storageKey ?? label;
  const activeKey = useMemo(() => activeKeyOf(items, activeHref), [items, activeHref]);
  const context = useMemo<SidebarContextValue>(() => ({ activeKey, deferClosed }), [activeKey, deferClosed]);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!nav.current) return undefined;
    scrollActiveIntoView(nav.current);
    return rememberOpenCategories(nav.current, storageEntryOf(namespace));
  }, [namespace]);

  return (
    <nav ref={nav} aria-label={label} className="sb">
      <SidebarContext.Provider value={context}>
        <ItemList items={items} parentKey="" />
      </SidebarContext.Provider>
    </nav>
  );
}
