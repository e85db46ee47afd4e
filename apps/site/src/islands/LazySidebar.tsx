/**
 * The sidebar as an island. Its items come from the island-data registry, not from props, so the
 * page's HTML carries only a URL; see island-data.ts.
 */
import { Sidebar } from '@docs/sidebar-react';
import type { SidebarItem } from '@docs/catalogue/navigation';
import { useEffect, useRef } from 'react';
import { HYDRATED_EVENT, islandData } from './island-data.js';

export type LazySidebarProps = {
  dataUrl: string;
  activeHref: string;
  label: string;
  storageKey: string;
};

export default function LazySidebar({ dataUrl, activeHref, label, storageKey }: LazySidebarProps) {
  const items = islandData<SidebarItem[]>(dataUrl);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.dispatchEvent(new CustomEvent(HYDRATED_EVENT, { bubbles: true }));
  }, []);
  return (
    <div ref={root} className="sidebar-island">
      <Sidebar items={items} activeHref={activeHref} label={label} storageKey={storageKey} />
    </div>
  );
}
