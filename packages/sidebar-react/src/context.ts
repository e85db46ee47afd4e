/** What every item of one rendered sidebar needs to know; stable for the life of a page. */
import { createContext, useContext } from 'react';

export type SidebarContextValue = {
  /** Key of the active page's item, if it is in this sidebar. */
  activeKey: string | undefined;
  /** Closed categories render without their children (see `SidebarProps.closedListsHref`). */
  lazyClosed: boolean;
};

export const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebarContext(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (value === null) throw new Error('sidebar items must be rendered inside <Sidebar>');
  return value;
}
