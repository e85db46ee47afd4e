import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../src/index.js';
import { mixed } from './fixtures.js';

describe('keyboard (disclosure navigation pattern)', () => {
  it('tabs through links and toggles in reading order', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" />);
    const names: string[] = [];
    for (let step = 0; step < 7; step++) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      names.push(`${focused.tagName.toLowerCase()}:${focused.getAttribute('aria-label') ?? focused.textContent}`);
    }
    expect(names).toEqual([
      'a:Introduction',
      'a:Player',
      'button:Player',
      'button:Rendering',
      'a:Terminology',
      'button:Open by default',
      'a:FAQ Unmaintained',
    ]);
  });

  it('toggles a category with Enter and with Space, keeping focus on the toggle', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" />);
    const toggle = screen.getByRole('button', { name: 'Player' });
    toggle.focus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Installation' })).toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Installation' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('moves Tab into a category just opened', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" />);
    const toggle = screen.getByRole('button', { name: 'Rendering' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Rendering locally' })).toHaveFocus();
  });

  it('opens and closes with a click as well', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" />);
    const toggle = screen.getByRole('button', { name: 'Open by default' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull();
  });
});
