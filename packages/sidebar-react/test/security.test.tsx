import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@docs/catalogue';
import { Sidebar } from '../src/index.js';
import { category, link, toggleOf } from './fixtures.js';

const hostile: SidebarItem[] = [
  { type: 'html', value: '<script>window.__pwned = 1</script><strong>Guides</strong>' },
  { type: 'html', value: '<img src=x onerror="window.__pwned = 2"><hr onclick="window.__pwned = 3">' },
  { type: 'html', value: '<a href="javascript:window.__pwned = 4">click</a><span style="display:none" class="x">tag</span>' },
  link('<img src=x onerror="window.__pwned = 5">', '/docs/a'),
  link('Script URL', 'javascript:window.__pwned = 6'),
  link('Spaced script URL', ' java\tscript:window.__pwned = 7'),
  link('Data URL', 'data:text/html,<script>window.__pwned = 8</script>'),
  category('<script>window.__pwned = 9</script>', [link('Inside', '/docs/inside')], { href: 'javascript:window.__pwned = 10', collapsed: false }),
];

function assertInert(root: ParentNode) {
  expect(root.querySelector('script, img, iframe, [style]')).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} has ${attribute.name}`).toBe(false);
      expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
    }
  }
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

describe('hostile catalogue data', () => {
  it('leaves nothing executable in the DOM', () => {
    const { container } = render(<Sidebar items={hostile} label="Hostile" />);
    assertInert(container);
  });

  it('leaves nothing executable in the server HTML either', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<Sidebar items={hostile} label="Hostile" />);
    assertInert(holder);
  });

  it('keeps the allowed parts of html items', () => {
    render(<Sidebar items={hostile} label="Hostile" />);
    expect(screen.getByText('Guides').tagName).toBe('STRONG');
    expect(document.querySelectorAll('nav hr')).toHaveLength(1);
    expect(screen.getByText('tag')).toHaveClass('x');
  });

  it('shows hostile labels as text', () => {
    render(<Sidebar items={hostile} label="Hostile" />);
    expect(screen.getByRole('link', { name: '<img src=x onerror="window.__pwned = 5">' })).toHaveAttribute('href', '/docs/a');
    expect(screen.getByText('<script>window.__pwned = 9</script>')).toBeInTheDocument();
  });

  it('turns links with script or data URLs into plain text', () => {
    render(<Sidebar items={hostile} label="Hostile" />);
    for (const name of ['Script URL', 'Spaced script URL', 'Data URL']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toHaveClass('u');
    }
  });

  it('treats a category page with a script URL as having no page', () => {
    render(<Sidebar items={hostile} label="Hostile" />);
    const toggle = toggleOf('<script>window.__pwned = 9</script>');
    expect(toggle).toHaveClass('l');
    expect(screen.getByRole('link', { name: 'Inside' })).toBeInTheDocument();
  });
});
