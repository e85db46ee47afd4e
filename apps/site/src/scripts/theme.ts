/** Light/dark: follows the system until the reader picks one with the toggle; the pick persists. */
const STORAGE_KEY = 'docs-theme';

function savedTheme(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function initTheme(): void {
  const root = document.documentElement;
  const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  const reflect = () => toggle?.setAttribute('aria-pressed', String(root.dataset.theme === 'dark'));
  reflect();
  toggle?.addEventListener('click', () => {
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
    reflect();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (savedTheme() !== null) return;
    root.dataset.theme = event.matches ? 'dark' : 'light';
    reflect();
  });
}
