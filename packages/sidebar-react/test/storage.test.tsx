import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChoices, Sidebar, storageEntryOf } from '../src/index.js';
import { isOpen, mixed, toggleOf } from './fixtures.js';

/** Resolves when each of these <details> has fired its (asynchronous) toggle event, however late. */
function toggleEvents(details: Element[]): Promise<unknown> {
  return Promise.all(details.map((element) => new Promise((resolve) => element.addEventListener('toggle', resolve, { once: true }))));
}

/** A new page in the same tab: the old sidebar goes away, a new one renders for another page. */
function navigate(activeHref: string, storageKey = 'guides') {
  document.body.innerHTML = '';
  return render(<Sidebar items={mixed} label="Guides" storageKey={storageKey} activeHref={activeHref} />);
}

describe('open/closed state across navigation (sessionStorage)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not count categories that start open as choices', async () => {
    navigate('/docs/player/autoplay');
    const startOpen = [...document.querySelectorAll('details[open]')];
    expect(startOpen.length).toBeGreaterThan(0);
    await toggleEvents(startOpen); // the parser-like toggle events of the categories that start open
    expect(readChoices('guides')).toEqual({});
  });

  it('remembers categories the reader opened and closed', async () => {
    const user = userEvent.setup();
    const first = navigate('/docs/');
    await user.click(toggleOf('Rendering'));
    await user.click(toggleOf('Open by default'));
    await waitFor(() => expect(readChoices('guides')).toEqual({ '2': true, '4': false }));
    first.unmount();

    navigate('/docs/terminology');
    expect(isOpen(toggleOf('Rendering'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Rendering locally' })).toBeVisible();
    expect(isOpen(toggleOf('Open by default'))).toBe(false);
  });

  it('still opens the categories around the active page, whatever was saved', async () => {
    const user = userEvent.setup();
    const first = navigate('/docs/player/');
    await user.click(toggleOf('Player'));
    await waitFor(() => expect(readChoices('guides')).toEqual({ '1': false }));
    first.unmount();

    navigate('/docs/player/autoplay');
    expect(isOpen(toggleOf('Player'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Autoplay' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps sidebars apart by storage key', async () => {
    const user = userEvent.setup();
    const first = navigate('/docs/', 'guides');
    await user.click(toggleOf('Rendering'));
    await waitFor(() => expect(readChoices('guides')).toEqual({ '2': true }));
    first.unmount();
    navigate('/docs/', 'api');
    expect(isOpen(toggleOf('Rendering'))).toBe(false);
  });

  it('ignores malformed saved state', () => {
    sessionStorage.setItem(storageEntryOf('guides'), '{"2": "yes", "4": false');
    navigate('/docs/');
    expect(isOpen(toggleOf('Rendering'))).toBe(false);
    sessionStorage.setItem(storageEntryOf('guides'), '{"2": "yes", "4": false}');
    expect(readChoices('guides')).toEqual({ '4': false });
  });

  it('keeps toggling when storage refuses writes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    navigate('/docs/');
    const toggle = toggleOf('Rendering');
    const saved = toggleEvents([toggle.closest('details')!]);
    await user.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    await saved; // the toggle event, which tries to save
    expect(Storage.prototype.setItem).toHaveBeenCalled();
    expect(isOpen(toggle)).toBe(true);
  });
});
