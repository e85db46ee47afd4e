import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../src/index.js';
import { isOpen, recorderSidebar, toggleOf } from './fixtures.js';

describe('the recorder sidebar', () => {
  const items = recorderSidebar();

  it('shows only the collapsed top category when no recorder page is active', () => {
    render(<Sidebar items={items} label="Recorder" storageKey="recorderSidebar" />);
    expect(isOpen(toggleOf('Recorder'))).toBe(false);
    expect(toggleOf('Editing')).not.toBeVisible();
  });

  it('opens Editing and Exporting as the data says, and Record only when it holds the page', () => {
    render(<Sidebar items={items} label="Recorder" storageKey="recorderSidebar" activeHref="/docs/recorder/setup" />);
    expect(isOpen(toggleOf('Recorder'))).toBe(true);
    expect(isOpen(toggleOf('Editing'))).toBe(true);
    expect(isOpen(toggleOf('Exporting'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Page recorder/editing/captions' })).toHaveAttribute('href', '/docs/recorder/editing/captions/');
    expect(screen.getByRole('link', { name: 'Page recorder/exporting-subtitles' })).toBeInTheDocument();
    expect(isOpen(toggleOf('Record'))).toBe(false);
    expect(isOpen(toggleOf('Troubleshooting'))).toBe(false);
  });

  it('opens Record for a page inside it, keeping Editing and Exporting open', () => {
    render(<Sidebar items={items} label="Recorder" storageKey="recorderSidebar" activeHref="/docs/recorder/record/" />);
    expect(screen.getByRole('link', { name: 'Page recorder/record/index' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Recorder', 'Record', 'Editing', 'Exporting']) {
      expect(isOpen(toggleOf(name))).toBe(true);
    }
  });
});
