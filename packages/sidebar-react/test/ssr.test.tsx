import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childrenOf, type SidebarCategory, type SidebarItem } from '@docs/catalogue';
import { Sidebar, storageEntryOf } from '../src/index.js';
import { isOpen, mixed, recorderSidebar, toggleOf } from './fixtures.js';

/** What the site does: a category without a page of its own gets a generated page listing its children. */
function withCategoryPages(items: SidebarItem[], prefix: string): SidebarItem[] {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const linked: SidebarCategory = { ...item, items: withCategoryPages(item.items, `${prefix}-${index}`) };
    return item.href === undefined ? { ...linked, href: `/docs/category/${prefix}-${index}/` } : linked;
  });
}

/** The HTML a page ships, parsed the way a browser without JavaScript sees it. */
function staticSidebar(element: ReactElement): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(element);
  return holder;
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  vi.restoreAllMocks();
});

/** Server HTML in the document, then hydrated, failing on any mismatch React reports. */
async function hydrate(element: ReactElement) {
  const container = document.body.appendChild(staticSidebar(element));
  const serverHtml = container.innerHTML;
  const consoleError = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, element, { onRecoverableError: recoverable }));
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  return { container, serverHtml };
}

describe('server HTML without JavaScript', () => {
  it('holds every listed page, collapsed categories as closed <details>', () => {
    const html = staticSidebar(<Sidebar items={mixed} label="Guides" activeHref="/docs/faq" />);
    const hrefs = [...html.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/docs/',
      '/docs/player/',
      '/docs/player/installation',
      '/docs/player/api',
      '/docs/player/autoplay',
      '/docs/render',
      '/docs/old-render',
      '/docs/terminology',
      '/docs/faq',
      'https://github.com/remotion-dev/remotion',
    ]);
    expect(isOpen(toggleOf('Player', html))).toBe(false);
    expect(isOpen(toggleOf('Open by default', html))).toBe(true);
    expect(html.querySelector('[aria-current="page"]')?.textContent).toBe('FAQ Unmaintained');
  });

  it('toggles a category with no script at all: the browser opens the <details>', () => {
    const html = document.body.appendChild(staticSidebar(<Sidebar items={mixed} label="Guides" />));
    const installation = [...html.querySelectorAll('a')].find((a) => a.textContent === 'Installation')!;
    expect(installation).not.toBeVisible();
    toggleOf('Player', html).click();
    expect(installation).toBeVisible();
    toggleOf('Player', html).click();
    expect(installation).not.toBeVisible();
    html.remove();
  });

  it("with closedListsHref, leaves a closed category's list out, keeps an open one's, and links the lists page for JavaScript off", () => {
    const html = renderToString(<Sidebar items={mixed} label="Guides" activeHref="/docs/faq" closedListsHref="/sidebars/guides/" />);
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const details = (name: string) => toggleOf(name, holder).closest('details')!;
    // The Player category is closed: neither its pages nor its nested Examples category are in the page.
    expect(details('Player').querySelector(':scope > ul')).toBeNull();
    expect(html).not.toContain('/docs/player/installation');
    expect(html).not.toContain('/docs/player/autoplay');
    // An open category (the current page's) renders its children as elements.
    expect(details('Open by default').querySelector('a[aria-current="page"]')).not.toBeNull();
    expect(holder.querySelector('nav')!.getAttribute('data-lists')).toBe('/sidebars/guides/');
    expect(html).toContain('<noscript><p class="sb-all"><a href="/sidebars/guides/">Every page of this sidebar</a></p></noscript>');
    // Without the option, every list is there and nothing waits.
    const full = renderToString(<Sidebar items={mixed} label="Guides" activeHref="/docs/faq" />);
    expect(full).toContain('/docs/player/autoplay');
    expect(full).not.toContain('data-lists');
    expect(full).not.toContain('<noscript>');
  });

  it('lets a reader reach every page by links alone, through category pages', () => {
    const sidebars: Record<string, SidebarItem[]> = {
      guides: withCategoryPages(mixed, 'guides'),
      recorder: withCategoryPages(recorderSidebar(), 'recorder'),
    };
    const pages = new Map<string, string[]>(); // route → links on that page (its sidebar + its own list)
    for (const [name, items] of Object.entries(sidebars)) {
      const visit = (list: SidebarItem[]) => {
        for (const item of list) {
          // External links leave the site; unlisted pages are reachable only by their URL, by design.
          const href = item.type === 'html' ? undefined : item.href;
          if (href === undefined || href.startsWith('http') || (item.type === 'link' && item.unlisted)) continue;
          const ownList = item.type === 'category' ? childrenOf(item).map((child) => child.href ?? '') : [];
          const html = staticSidebar(<Sidebar items={items} label={name} activeHref={href} />);
          pages.set(href, [...[...html.querySelectorAll('a')].map((a) => a.getAttribute('href')!), ...ownList]);
          if (item.type === 'category') visit(item.items);
        }
      };
      visit(items);
    }
    // Readers enter each sidebar from the site's top navigation: its first item.
    const reached = new Set(Object.values(sidebars).map((items) => (items[0] as { href: string }).href));
    for (const queue = [...reached]; queue.length > 0; ) {
      for (const href of pages.get(queue.shift()!) ?? []) {
        if (reached.has(href)) continue;
        reached.add(href);
        queue.push(href);
      }
    }
    const unreachable = [...pages.keys()].filter((href) => !reached.has(href));
    expect(unreachable).toEqual([]);
    expect(pages.size).toBeGreaterThan(20);
  });

  it('is small: short class names, no ids, no state but where each category starts', () => {
    const closed = renderToString(<Sidebar items={recorderSidebar()} label="Recorder" />);
    expect(closed).not.toMatch(/class="[^"]{3,}"/);
    expect(closed).not.toMatch(/ (id|aria-controls|aria-expanded)=/);
  });
});

describe('hydration', () => {
  it('hydrates the server HTML without a mismatch; categories still toggle natively', async () => {
    const user = userEvent.setup();
    await hydrate(<Sidebar items={mixed} label="Guides" activeHref="/docs/faq" />);
    expect(screen.getByRole('link', { name: 'Installation' })).not.toBeVisible();
    await user.click(toggleOf('Player'));
    expect(screen.getByRole('link', { name: 'Installation' })).toBeVisible();
  });

  it('applies remembered state after hydration without a mismatch', async () => {
    sessionStorage.setItem(storageEntryOf('Guides'), JSON.stringify({ '2': true, '4': false }));
    const { serverHtml } = await hydrate(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    expect(serverHtml).toContain('<details data-k="2">');
    expect(screen.getByRole('link', { name: 'Rendering locally' })).toBeVisible();
    expect(isOpen(toggleOf('Open by default'))).toBe(false);
  });

  it('leaves sessionStorage alone until the hydrated tree is committed', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    let readsAtCommit = -1;
    // biome-ignore lint/correctness/noComponentHookFactories: defined once per test, to see this test's spy at commit time
    function Committed({ children }: { children: ReactElement }) {
      useLayoutEffect(() => {
        readsAtCommit = getItem.mock.calls.length;
      }, []);
      return children;
    }
    await hydrate(
      <Committed>
        <Sidebar items={mixed} label="Guides" activeHref="/docs/faq" />
      </Committed>,
    );
    expect(readsAtCommit).toBe(0);
    // Read afterwards, to apply saved choices.
    expect(getItem).toHaveBeenCalledWith(storageEntryOf('Guides'));
  });

  it('hydrates the recorder sidebar with html items, markers and an external link', async () => {
    await hydrate(<Sidebar items={[...recorderSidebar(), ...mixed]} label="Mixed" activeHref="/docs/recorder/support" />);
    expect(isOpen(toggleOf('Editing'))).toBe(true);
  });
});
