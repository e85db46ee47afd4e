/**
 * @docs/sidebar-react — the catalogue's sidebars as an accessible React component that renders on
 * the server (static HTML whose categories toggle natively) and may hydrate in the browser.
 * Styles: `@docs/sidebar-react/sidebar.css`.
 */
export { Sidebar, type SidebarProps } from './Sidebar.js';
export { storageEntryOf, readChoices, type StoredChoices } from './choices.js';
export { rememberOpenCategories, scrollActiveIntoView } from './dom.js';
export { sidebarScript } from './script.js';
