/**
 * The sidebar drawer on small screens is a <details> (it works without JavaScript). Here: Escape
 * or a click outside closes it (Escape returns focus to its toggle), and crossing the breakpoint
 * opens or closes it.
 */
export const NARROW_QUERY = '(max-width: 50rem)';

export function initDrawer(): void {
  const drawer = document.getElementById('drawer');
  if (!(drawer instanceof HTMLDetailsElement)) return;
  const narrow = matchMedia(NARROW_QUERY);
  narrow.addEventListener('change', () => {
    drawer.open = !narrow.matches;
  });
  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !narrow.matches || !drawer.open) return;
    drawer.open = false;
    drawer.querySelector('summary')?.focus();
  });
  // A click outside the open drawer (on the dimmed page) closes it.
  document.addEventListener('click', (event) => {
    if (narrow.matches && drawer.open && event.target instanceof Node && !drawer.contains(event.target)) drawer.open = false;
  });
  drawer.addEventListener('toggle', () => {
    document.documentElement.classList.toggle('drawer-open', narrow.matches && drawer.open);
  });
}
