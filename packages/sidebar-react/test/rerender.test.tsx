import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../src/index.js';
import { isOpen, mixed, toggleOf } from './fixtures.js';

// Every item list and every category reads the sidebar's context when it renders (links render as
// part of their list), so counting those reads counts the item renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/context.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/context.js')>();
  return {
    ...actual,
    useSidebarContext: () => {
      renders.count++;
      return actual.useSidebarContext();
    },
  };
});

describe('toggling renders nothing: the browser opens and closes the <details>', () => {
  beforeEach(() => {
    renders.count = 0;
  });

  it('renders no item when a category or a nested category is toggled', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    expect(renders.count).toBeGreaterThan(0);
    renders.count = 0;
    await user.click(toggleOf('Player'));
    await user.click(toggleOf('Examples'));
    await user.click(toggleOf('Player'));
    expect(renders.count).toBe(0);
    expect(isOpen(toggleOf('Examples'))).toBe(true);
  });

  it('does not re-render anything when the sidebar re-renders with the same items', () => {
    const view = render(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    expect(renders.count).toBeGreaterThan(0);
    renders.count = 0;
    act(() => view.rerender(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />));
    expect(renders.count).toBe(0);
  });

  it('re-renders the items when what they show changes (the count sees renders)', () => {
    const view = render(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    renders.count = 0;
    act(() => view.rerender(<Sidebar items={mixed} label="Guides" activeHref="/docs/player" />));
    expect(renders.count).toBeGreaterThan(0);
  });
});
