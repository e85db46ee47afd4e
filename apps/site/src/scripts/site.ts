/**
 * The only script every page loads: theme toggle, drawer behaviour, copy buttons for code and for
 * the page, the install blocks' package-manager tabs, the live demos' Play buttons, and the search
 * shortcuts. Search itself (UI, Pagefind and its index) loads on first use.
 */
import { initCopyButtons } from './copy-code';
import { initCopyPage } from './copy-page';
import { initDrawer } from './drawer';
import { setUpDemos } from './demos';
import { setUpInstallTabs } from './install-tabs';
import { initTheme } from './theme';

initTheme();
initDrawer();
initCopyButtons();
initCopyPage();
setUpInstallTabs();
setUpDemos();

const loadSearch = () => import('./search');

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

// Keys typed between the shortcut and the dialog's first appearance belong to the query, not the page.
let typedWhileLoading: string | undefined;

function openSearch(): void {
  if (typedWhileLoading !== undefined) return;
  typedWhileLoading = '';
  void loadSearch().then((search) => {
    const typed = typedWhileLoading ?? '';
    typedWhileLoading = undefined;
    search.openSearchDialog(typed);
  });
}

document.addEventListener('keydown', (event) => {
  if (typedWhileLoading !== undefined && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    typedWhileLoading += event.key;
    return;
  }
  const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
  if (shortcut || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target))) {
    event.preventDefault();
    openSearch();
  }
});

for (const button of document.querySelectorAll<HTMLElement>('[data-search-open]')) {
  button.addEventListener('click', openSearch);
}

const inline = document.querySelector<HTMLElement>('[data-search-inline]');
if (inline) void loadSearch().then((search) => search.mountInlineSearch(inline, search.queryFromPath(location.pathname)));
