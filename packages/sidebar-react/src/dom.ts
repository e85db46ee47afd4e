/**
 * Browser helpers that need no React, so a page can run them before (or instead of) hydration
 * (import from `@docs/sidebar-react/dom`). Each is self-contained (no outside references), so
 * `sidebarScript` can inline it into the page as text.
 */

/**
 * Centres the active page's link (`aria-current="page"` inside `root`) in the sidebar's own
 * scroll area when it is out of sight. Runs once per scroll area: a later call (a hydration after
 * the reader has scrolled back to the top) never moves the sidebar under the reader's pointer.
 * Leaves alone a sidebar the reader has already scrolled and never scrolls the page itself.
 * Returns whether it scrolled.
 */
export function scrollActiveIntoView(root: ParentNode): boolean {
  const link = root.querySelector('[aria-current="page"]');
  if (!link) return false;
  const pageScroller = link.ownerDocument.scrollingElement;
  let container: HTMLElement | undefined;
  for (let node = link.parentElement; node && node !== pageScroller && node !== link.ownerDocument.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      container = node;
      break;
    }
  }
  if (!container || container.scrollTop > 0 || container.hasAttribute('data-sb-scrolled')) return false;
  container.setAttribute('data-sb-scrolled', '');
  const box = container.getBoundingClientRect();
  const target = link.getBoundingClientRect();
  if (target.top >= box.top && target.bottom <= box.bottom) return false;
  container.scrollTop += target.top - box.top - (box.height - target.height) / 2;
  return true;
}

/**
 * Remembers the reader's open/closed choices for the categories (`<details data-k>`) of `nav` in
 * the sessionStorage entry `entry`: reopens or closes them as last chosen, except those holding
 * the current page (always open), then saves each toggle the reader makes. Toggles that do not
 * change a category's state (the parser's own for `open` categories) are not choices. Storage
 * that is disabled or full costs only the memory; toggling is native and keeps working.
 * A nav rendered with `closedListsHref` (`data-lists`) has closed categories without their lists:
 * a category's list is brought in from that page (fetched once, when the pointer or focus first
 * enters the nav, and kept for the session) as it opens, on the click itself when the page is
 * already here, so the frame that shows it open already shows its pages.
 * Returns a function that stops listening.
 */
export function rememberOpenCategories(nav: Element, entry: string): () => void {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(entry) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) saved = parsed as Record<string, unknown>;
  } catch {
    // unreadable or malformed: nothing was chosen
  }
  // The lists page's nav, parsed; kept in the session so the next page opens remembered categories before it paints.
  const listsHref = nav.getAttribute('data-lists');
  const listsEntry = `sidebar-lists:${listsHref}`;
  let lists: Document | undefined;
  let loading: Promise<Document | undefined> | undefined;
  const parseLists = (html: string) => (lists = new DOMParser().parseFromString(html, 'text/html'));
  try {
    const kept = listsHref ? sessionStorage.getItem(listsEntry) : null;
    if (kept) parseLists(kept);
  } catch {
    // no storage: the lists are fetched when needed
  }
  const loadLists = (): Promise<Document | undefined> => {
    if (lists || !listsHref) return Promise.resolve(lists);
    loading ??= fetch(listsHref)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((html) => {
        const source = new DOMParser().parseFromString(html, 'text/html').querySelector('nav.sb')?.outerHTML ?? '';
        try {
          sessionStorage.setItem(listsEntry, source);
        } catch {
          // full or disabled storage: kept in memory for this page only
        }
        return parseLists(source);
      })
      .catch(() => {
        loading = undefined; // offline or failed: the next opening tries again
        return undefined;
      });
    return loading;
  };
  const known = new Map<HTMLDetailsElement, boolean>();
  /** Applies the saved choices to the categories under `root` not seen yet; those that end up open get their children. */
  const apply = (root: ParentNode) => {
    for (const details of root.querySelectorAll<HTMLDetailsElement>('details[data-k]')) {
      if (known.has(details)) continue;
      const choice = saved[details.dataset.k!];
      if (typeof choice === 'boolean' && !details.parentElement?.querySelector('[aria-current="page"]')) details.open = choice;
      known.set(details, details.open);
      if (details.open) fill(details);
    }
  };
  /** Brings a lazy category's list in (once), then applies the saved choices among its categories. */
  const fill = (details: HTMLDetailsElement) => {
    if (!listsHref || details.querySelector(':scope > ul')) return;
    if (!lists) {
      void loadLists().then((found) => found && details.open && fill(details));
      return;
    }
    const list = lists.querySelector(`details[data-k="${details.dataset.k}"] > ul`);
    if (!list) return;
    details.append(details.ownerDocument.importNode(list, true));
    apply(details);
  };
  apply(nav);
  const warm = () => void loadLists();
  const onClick = (event: Event) => {
    const details = (event.target as Element).closest?.('summary')?.parentElement;
    // Capturing, before the summary toggles its <details>: the children are in place when it opens.
    if (details instanceof HTMLDetailsElement && details.hasAttribute('data-k') && !details.open) fill(details);
  };
  const onToggle = (event: Event) => {
    const details = event.target as HTMLDetailsElement;
    if (details.open) fill(details);
    if (!known.has(details) || known.get(details) === details.open) return;
    known.set(details, details.open);
    saved[details.dataset.k!] = details.open;
    try {
      sessionStorage.setItem(entry, JSON.stringify(saved));
    } catch {
      // full or disabled storage: the choice is not remembered
    }
  };
  // `toggle` does not bubble; capturing listeners on the nav see every category's.
  nav.addEventListener('click', onClick, true);
  nav.addEventListener('toggle', onToggle, true);
  nav.addEventListener('pointerover', warm, { once: true });
  nav.addEventListener('focusin', warm, { once: true });
  return () => {
    nav.removeEventListener('click', onClick, true);
    nav.removeEventListener('toggle', onToggle, true);
    nav.removeEventListener('pointerover', warm);
    nav.removeEventListener('focusin', warm);
  };
}
