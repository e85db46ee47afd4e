/**
 * A sidebar whose items come from a JSON URL instead of island props. Astro serializes island
 * props into the page, which for a large sidebar costs more than the whole page budget; a JSON
 * file per sidebar is fetched once and cached by the browser. On the server the items must be
 * provided in advance, so the static HTML is complete; in the browser the island keeps its server
 * HTML until the items arrive, then hydrates.
 */
import { Suspense, use } from 'react';
import type { SidebarItem } from '@docs/catalogue';
import { Sidebar, type SidebarProps } from './Sidebar.js';

type ItemsPromise = Promise<SidebarItem[]> & { status?: 'fulfilled'; value?: SidebarItem[] };

const loaded = new Map<string, ItemsPromise>();

/**
 * Makes `items` the answer for `itemsUrl` without fetching. Call it before rendering on the server
 * (and in tests); `use()` reads an already fulfilled promise without suspending.
 */
export function provideSidebarItems(itemsUrl: string, items: SidebarItem[]): void {
  loaded.set(itemsUrl, Object.assign(Promise.resolve(items), { status: 'fulfilled' as const, value: items }));
}

async function fetchItems(itemsUrl: string): Promise<SidebarItem[]> {
  const response = await fetch(itemsUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const items: unknown = await response.json();
  if (!Array.isArray(items)) throw new Error('the response is not a JSON array of sidebar items');
  return items as SidebarItem[];
}

function itemsFrom(itemsUrl: string): ItemsPromise {
  const known = loaded.get(itemsUrl);
  if (known) return known;
  if (typeof window === 'undefined') {
    throw new Error(`<SidebarIsland>: no items for "${itemsUrl}" on the server; call provideSidebarItems(itemsUrl, items) before rendering`);
  }
  const pending = fetchItems(itemsUrl).catch((error: unknown) => {
    // The static HTML stays as it is (its links work); only toggling waits for a reload.
    console.warn(`<SidebarIsland>: could not load sidebar items from ${itemsUrl}: ${(error as Error).message}`);
    return new Promise<SidebarItem[]>(() => {});
  });
  loaded.set(itemsUrl, pending);
  return pending;
}

export type SidebarIslandProps = Omit<SidebarProps, 'items'> & {
  /** URL of a JSON file holding the sidebar's normalized items (the same array `<Sidebar>` takes). */
  itemsUrl: string;
};

function LoadedSidebar({ itemsUrl, ...props }: SidebarIslandProps) {
  return <Sidebar items={use(itemsFrom(itemsUrl))} {...props} />;
}

export function SidebarIsland(props: SidebarIslandProps) {
  return (
    <Suspense fallback={null}>
      <LoadedSidebar {...props} />
    </Suspense>
  );
}
