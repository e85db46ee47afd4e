import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChoices, Sidebar, storageEntryOf } from '../src/index.js';
import { mixed } from './fixtures.js';

/** A new page in the same tab: the old sidebar goes away, a new one renders for another page. */
function navigate(activeHref: string, storageKey = 'guides') {
  document.body.innerHTML = '';
  return render(<Sidebar items={mixed} label="Guides" storageKey={storageKey} activeHref={activeHref} />);
}

describe('open/closed state across navigation (sessionStorage)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('remembers categories the reader opened and closed', async () => {
    const user = userEvent.setup();
    const first = navigate('/docs/');
    await user.click(screen.getByRole('button', { name: 'Rendering' }));
    await user.click(screen.getByRole('button', { name: 'Open by default' }));
    expect(readChoices('guides')).toEqual({ '2': true, '4': false });
    first.unmount();

    navigate('/docs/terminology');
    expect(screen.getByRole('button', { name: 'Rendering' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Rendering locally' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open by default' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('still opens the categories around the active page, whatever was saved', async () => {
    const user = userEvent.setup();
    const first = navigate('/docs/player/');
    await user.click(screen.getByRole('button', { name: 'Player' }));
    expect(readChoices('guides')).toEqual({ '1': false });
    first.unmount();

    navigate('/docs/player/autoplay');
    expect(screen.getByRole('button', { name: 'Player' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Autoplay' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps sidebars apart by storage key', async () => {
    const user = userEvent.setup();
    const first = navigate('/docs/', 'guides');
    await user.click(screen.getByRole('button', { name: 'Rendering' }));
    first.unmount();
    navigate('/docs/', 'api');
    expect(screen.getByRole('button', { name: 'Rendering' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores malformed saved state', () => {
    sessionStorage.setItem(storageEntryOf('guides'), '{"2": "yes", "4": false');
    navigate('/docs/');
    expect(screen.getByRole('button', { name: 'Rendering' })).toHaveAttribute('aria-expanded', 'false');
    sessionStorage.setItem(storageEntryOf('guides'), '{"2": "yes", "4": false}');
    expect(readChoices('guides')).toEqual({ '4': false });
  });

  it('keeps toggling when storage refuses writes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    navigate('/docs/');
    const toggle = screen.getByRole('button', { name: 'Rendering' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
