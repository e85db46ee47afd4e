/** What every item of one rendered sidebar needs to know; stable for the life of a page. */
import { createContext, useContext } from 'react';
import type { OpenState } from './open-state.js';

export type SidebarContextValue = {
  state: OpenState;
  /** Key of the active page's item, if it is in this sidebar. */
  activeKey: string | undefined;
  /** Prefix of the ids that toggles point at with aria-controls. */
  idPrefix: string;
};

export const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebarContext(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (value === null) throw new Error('sidebar items must be rendered inside <Sidebar>');
  return value;
}
