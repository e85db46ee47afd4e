import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../src/index.js';
import { recorderSidebar } from './fixtures.js';

describe('the recorder sidebar', () => {
  const items = recorderSidebar();

  it('shows only the collapsed top category when no recorder page is active', () => {
    render(<Sidebar items={items} label="Recorder" storageKey="recorderSidebar" />);
    expect(screen.getByRole('button', { name: 'Recorder' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Editing' })).toBeNull();
  });

  it('opens Editing and Exporting as the data says, and Record only when it holds the page', () => {
    render(<Sidebar items={items} label="Recorder" storageKey="recorderSidebar" activeHref="/docs/recorder/setup" />);
    expect(screen.getByRole('button', { name: 'Recorder' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Editing' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Exporting' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Page recorder/editing/captions' })).toHaveAttribute('href', '/docs/recorder/editing/captions');
    expect(screen.getByRole('link', { name: 'Page recorder/exporting-subtitles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Troubleshooting' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens Record for a page inside it, keeping Editing and Exporting open', () => {
    render(<Sidebar items={items} label="Recorder" storageKey="recorderSidebar" activeHref="/docs/recorder/record/" />);
    expect(screen.getByRole('link', { name: 'Page recorder/record/index' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Recorder', 'Record', 'Editing', 'Exporting']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
  });
});
