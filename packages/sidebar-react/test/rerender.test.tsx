import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../src/index.js';
import { mixed } from './fixtures.js';

const renders = vi.hoisted(() => [] as string[]);
vi.mock('../src/render-probe.js', () => ({ noteRender: (key: string) => renders.push(key) }));

describe('toggling re-renders only the toggled category', () => {
  beforeEach(() => {
    renders.length = 0;
  });

  it('renders the toggled category and mounts its new children, nothing else', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    expect(renders).toContain('0');
    renders.length = 0;

    await user.click(screen.getByRole('button', { name: 'Player' }));
    // Player (key 1) and its three children mounting; no sibling, no parent.
    expect(renders.sort()).toEqual(['1', '1.0', '1.1', '1.2']);

    renders.length = 0;
    await user.click(screen.getByRole('button', { name: 'Player' }));
    expect(renders).toEqual(['1']);
  });

  it('re-renders a nested category alone, not its open ancestors', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" activeHref="/docs/player/api" />);
    renders.length = 0;
    await user.click(screen.getByRole('button', { name: 'Examples' }));
    expect(renders.sort()).toEqual(['1.2', '1.2.0']);
  });

  it('does not re-render anything when the sidebar re-renders with the same items', () => {
    const view = render(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    renders.length = 0;
    act(() => view.rerender(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />));
    expect(renders).toEqual([]);
  });
});
