/**
 * The only script every page loads: theme toggle, drawer behaviour, copy buttons for code, and the
 * search shortcuts. Search itself (UI, Pagefind and its index) loads on first use.
 */
import { scrollActiveIntoView } from '@docs/sidebar-react/dom';
import { initCopyButtons } from './copy-code';
import { initDrawer } from './drawer';
import { initTheme } from './theme';

initTheme();
initDrawer();
initCopyButtons();
// Deep pages (e.g. <Player> in the API sidebar) would otherwise open with their own link out of sight.
const sidebarPanel = document.querySelector('.drawer-panel');
if (sidebarPanel) scrollActiveIntoView(sidebarPanel);

const loadSearch = () => import('./search');

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

document.addEventListener('keydown', (event) => {
  const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
  if (shortcut || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target))) {
    event.preventDefault();
    void loadSearch().then((search) => search.openSearchDialog());
  }
});

for (const button of document.querySelectorAll<HTMLElement>('[data-search-open]')) {
  button.addEventListener('click', () => void loadSearch().then((search) => search.openSearchDialog()));
}

const inline = document.querySelector<HTMLElement>('[data-search-inline]');
if (inline) void loadSearch().then((search) => search.mountInlineSearch(inline, search.queryFromPath(location.pathname)));
