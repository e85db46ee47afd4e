import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../src/index.js';
import { mixed, recorderSidebar } from './fixtures.js';

/** axe in jsdom: everything but colour contrast (jsdom has no layout; contrast is checked in css.test.ts). */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('axe', () => {
  it('finds nothing in a sidebar with every item type, collapsed and open', async () => {
    const { container } = render(<Sidebar items={mixed} label="Guides" activeHref="/docs/player/autoplay" />);
    expect(await violations(container)).toEqual([]);
  });

  it('finds nothing in the recorder sidebar', async () => {
    const { container } = render(<Sidebar items={recorderSidebar()} label="Recorder" activeHref="/docs/recorder/support" />);
    expect(await violations(container)).toEqual([]);
  });
});
