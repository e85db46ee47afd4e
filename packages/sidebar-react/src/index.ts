/**
 * @docs/sidebar-react — the catalogue's sidebars as an accessible React component that renders on
 * the server (static HTML) and hydrates in the browser. Styles: `@docs/sidebar-react/sidebar.css`.
 */
export { Sidebar, type SidebarProps } from './Sidebar.js';
export { storageEntryOf, readChoices, type StoredChoices } from './open-state.js';
export { scrollActiveIntoView } from './dom.js';
