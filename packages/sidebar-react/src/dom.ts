/**
 * Browser helpers that need no React, so a page can run them on load before the island hydrates
 * (import from `@docs/sidebar-react/dom`).
 */

/** The nearest ancestor that scrolls vertically on its own; never the page itself. */
function scrollContainerOf(element: Element): HTMLElement | undefined {
  const pageScroller = element.ownerDocument.scrollingElement;
  for (let node = element.parentElement; node && node !== pageScroller && node !== element.ownerDocument.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return undefined;
}

/**
 * Centres the active page's link (`aria-current="page"` inside `root`) in the sidebar's own
 * scroll area when it is out of sight. Leaves alone a sidebar the reader has already scrolled and
 * never scrolls the page itself. Returns whether it scrolled.
 */
export function scrollActiveIntoView(root: ParentNode): boolean {
  const link = root.querySelector('[aria-current="page"]');
  if (!link) return false;
  const container = scrollContainerOf(link);
  if (!container || container.scrollTop > 0) return false;
  const box = container.getBoundingClientRect();
  const target = link.getBoundingClientRect();
  if (target.top >= box.top && target.bottom <= box.bottom) return false;
  container.scrollTop += target.top - box.top - (box.height - target.height) / 2;
  return true;
}
