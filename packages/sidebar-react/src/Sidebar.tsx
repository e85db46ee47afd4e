/** The sidebar root: a labelled navigation landmark around the item tree. */
import { useEffect, useMemo, useRef } from 'react';
import type { SidebarItem } from '@docs/catalogue/navigation';
import { SidebarContext, type SidebarContextValue } from './context.js';
import { scrollActiveIntoView } from './dom.js';
import { ItemList } from './items.js';
import { activeKeyOf, idPrefixOf } from './model.js';
import { OpenState } from './open-state.js';

export type SidebarProps = {
  /** Normalized items from `@docs/catalogue` (e.g. `catalogue.sidebars.apiSidebar`). */
  items: SidebarItem[];
  /** Route of the page being shown (`/docs/player/api`); its link gets `aria-current="page"`. */
  activeHref?: string;
  /** Accessible name of the `<nav>` landmark, e.g. "API". */
  label: string;
  /** Namespace for remembered open/closed state and DOM ids, e.g. the sidebar's name. Defaults to `label`. */
  storageKey?: string;
};

export function Sidebar({ items, activeHref, label, storageKey }: SidebarProps) {
  const namespace = storageKey ?? label;
  const activeKey = useMemo(() => activeKeyOf(items, activeHref), [items, activeHref]);
  const context = useMemo<SidebarContextValue>(
    () => ({ state: new OpenState(namespace, activeKey), activeKey, idPrefix: idPrefixOf(namespace) }),
    [namespace, activeKey],
  );
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (nav.current) scrollActiveIntoView(nav.current);
  }, [activeKey]);

  return (
    <nav ref={nav} aria-label={label} className="sb">
      <SidebarContext.Provider value={context}>
        <ItemList items={items} parentKey="" />
      </SidebarContext.Provider>
    </nav>
  );
}
