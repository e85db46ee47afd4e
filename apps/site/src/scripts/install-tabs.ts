/**
 * The install blocks' tabs (`markdown/install-tabs.ts`): a click, or ←/→/Home/End on a tab, picks a
 * package manager for every block of the page, remembered for the next pages. The panel shown is
 * CSS's job (`html[data-pm]`), so this only keeps the tabs' ARIA state and focus in step.
 */
const STORAGE_KEY = 'docs-package-manager';

function tabsOf(root: ParentNode): HTMLButtonElement[] {
  return [...root.querySelectorAll<HTMLButtonElement>('.install-tabs [role="tab"]')];
}

/** Marks the tabs of `manager` selected (and reachable by Tab) in every block. */
function reflect(manager: string): void {
  for (const tab of tabsOf(document)) {
    const selected = tab.dataset.pm === manager;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}

function choose(manager: string): void {
  document.documentElement.dataset.pm = manager;
  try {
    localStorage.setItem(STORAGE_KEY, manager);
  } catch {
    // storage disabled: the choice holds for this page only
  }
  reflect(manager);
}

export function setUpInstallTabs(): void {
  if (!document.querySelector('.install-tabs')) return;
  reflect(document.documentElement.dataset.pm ?? 'npm');
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLButtonElement>('.install-tabs [role="tab"]');
    if (tab?.dataset.pm) choose(tab.dataset.pm);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLButtonElement>('.install-tabs [role="tab"]');
    if (!tab) return;
    const siblings = tabsOf(tab.parentElement!);
    const at = siblings.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: siblings.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = siblings[(next + siblings.length) % siblings.length]!;
    choose(target.dataset.pm!);
    target.focus();
  });
}
