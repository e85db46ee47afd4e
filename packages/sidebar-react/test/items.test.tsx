import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../src/index.js';
import { EXTERNAL_LINK_TEXT } from '../src/item-link.js';
import { category, isOpen, link, mixed, toggleOf } from './fixtures.js';

function renderMixed(activeHref?: string) {
  return render(<Sidebar items={mixed} label="Guides" storageKey="guides" {...(activeHref ? { activeHref } : {})} />);
}

describe('item types', () => {
  it('renders a labelled navigation landmark with the top-level items in a list', () => {
    renderMixed();
    const nav = screen.getByRole('navigation', { name: 'Guides' });
    const topList = within(nav).getAllByRole('list')[0]!;
    expect(topList.parentElement).toBe(nav);
  });

  it('renders links with their labels and hrefs', () => {
    renderMixed();
    expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/docs/');
  });

  it('marks the active page with aria-current and no other link', () => {
    renderMixed('/docs/player/installation/');
    const active = screen.getByRole('link', { name: 'Installation' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('marks a category page as active on its own route', () => {
    renderMixed('/docs/player');
    expect(screen.getByRole('link', { name: 'Player' })).toHaveAttribute('aria-current', 'page');
    // The active category opens so its pages show.
    expect(screen.getByRole('link', { name: 'Installation' })).toBeVisible();
  });

  it('opens external links safely in a new tab and says so', () => {
    renderMixed();
    const github = screen.getByRole('link', { name: `GitHub ${EXTERNAL_LINK_TEXT}` });
    expect(github).toHaveAttribute('href', 'https://github.com/remotion-dev/remotion');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('target');
  });

  it('gives a category with a page a link to it and a separate toggle named after it', () => {
    renderMixed();
    const pageLink = screen.getByRole('link', { name: 'Player' });
    expect(pageLink).toHaveAttribute('href', '/docs/player/');
    const toggle = toggleOf('Player');
    expect(toggle).toHaveClass('t');
    expect(isOpen(toggle)).toBe(false);
    // The link, then the category's <details>: the toggle and the children.
    expect(pageLink.nextElementSibling).toBe(toggle.parentElement);
    expect(toggle.parentElement).toHaveAttribute('data-k', '1');
  });

  it('makes the label of a category without a page its toggle', () => {
    renderMixed();
    const toggle = toggleOf('Rendering');
    expect(toggle).toHaveClass('l');
    expect(isOpen(toggle)).toBe(false);
    expect(screen.queryByRole('link', { name: 'Rendering' })).toBeNull();
  });

  it('keeps each category’s list in its <details>, right after the toggle', () => {
    renderMixed();
    const list = toggleOf('Open by default').nextElementSibling as HTMLElement;
    expect(list.tagName).toBe('UL');
    expect(within(list).getByRole('link', { name: /FAQ/ })).toBeInTheDocument();
  });

  it('renders html items as sanitized markup with their classes', () => {
    renderMixed();
    const hr = document.querySelector('nav hr')!;
    expect(hr.parentElement).toHaveClass('h', 'd');
  });

  it('passes className through to the item element', () => {
    renderMixed('/docs/faq');
    const faq = screen.getByRole('link', { name: /FAQ/ });
    expect(faq.closest('li')).toHaveClass('unmaintained', 'extra');
    render(<Sidebar items={[category('Styled', [link('A', '/docs/a')], { className: 'fancy', collapsed: false })]} label="Styled" />);
    expect(toggleOf('Styled').closest('li')).toHaveClass('fancy');
  });
});

describe('collapsed and open categories', () => {
  it('follows the data when nothing is active: collapsed categories hold their children out of sight', () => {
    renderMixed();
    expect(screen.getByRole('link', { name: 'Installation' })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Rendering locally' })).not.toBeVisible();
    expect(screen.getByRole('link', { name: /FAQ/ })).toBeVisible();
    expect(isOpen(toggleOf('Open by default'))).toBe(true);
  });

  it('opens every ancestor of the active page, however deep', () => {
    renderMixed('/docs/player/autoplay');
    expect(isOpen(toggleOf('Player'))).toBe(true);
    expect(isOpen(toggleOf('Examples'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Autoplay' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Autoplay' })).toBeVisible();
    // Unrelated collapsed categories stay collapsed.
    expect(isOpen(toggleOf('Rendering'))).toBe(false);
  });

  it('keeps a non-collapsible category open with no toggle', () => {
    renderMixed();
    expect(screen.getByText('Always open')).toHaveClass('n');
    expect(screen.getByText('Always open').closest('details')).toBeNull();
    expect(screen.getByRole('link', { name: 'Terminology' })).toBeInTheDocument();
  });
});

describe('unlisted items', () => {
  it('hides an unlisted link', () => {
    renderMixed();
    expect(screen.queryByRole('link', { name: 'Hidden draft' })).toBeNull();
  });

  it('shows an unlisted link when it is the active page', () => {
    renderMixed('/docs/draft');
    expect(screen.getByRole('link', { name: 'Hidden draft' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('marker badges', () => {
  it('shows a Paid badge on exactly the items marked paid', () => {
    renderMixed('/docs/player/api');
    const badges = screen.getAllByText('Paid');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.closest('a')).toHaveAccessibleName('API Paid');
    expect(screen.getByRole('link', { name: 'Installation' })).toBeInTheDocument();
  });

  it('shows deprecated and unmaintained badges with their descriptions', () => {
    renderMixed('/docs/render');
    expect(screen.getByRole('link', { name: 'Old renderer Deprecated' })).toBeInTheDocument();
    expect(screen.getByText('Unmaintained')).toHaveAttribute('title', 'Not actively maintained');
    expect(screen.getByText('Deprecated')).toHaveClass('m', 'm-deprecated');
  });

  it('badges a category label too', () => {
    render(<Sidebar items={[category('Lambda', [link('Setup', '/docs/setup')], { className: 'paid' })]} label="API" />);
    expect(toggleOf('Lambda Paid')).toHaveClass('l');
  });
});
