import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../src/index.js';
import { isOpen, mixed, toggleOf } from './fixtures.js';

const renders = vi.hoisted(() => [] as string[]);
vi.mock('../src/render-probe.js', () => ({ noteRender: (key: string) => renders.push(key) }));

describe('toggling renders nothing: the browser opens and closes the <details>', () => {
  beforeEach(() => {
    renders.length = 0;
  });

  it('renders no item when a category or a nested category is toggled', async () => {
    const user = userEvent.setup();
    render(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    expect(renders).toContain('1.2.0');
    renders.length = 0;
    await user.click(toggleOf('Player'));
    await user.click(toggleOf('Examples'));
    await user.click(toggleOf('Player'));
    expect(renders).toEqual([]);
    expect(isOpen(toggleOf('Examples'))).toBe(true);
  });

  it('does not re-render anything when the sidebar re-renders with the same items', () => {
    const view = render(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />);
    renders.length = 0;
    act(() => view.rerender(<Sidebar items={mixed} label="Guides" activeHref="/docs/terminology" />));
    expect(renders).toEqual([]);
  });
});
