import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollActiveIntoView } from '../src/dom.js';

type Box = { top: number; height: number };

function rect({ top, height }: Box): DOMRect {
  return { top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) };
}

/** A scrolling panel 300px tall holding 2000px of sidebar, with the active link at `linkTop`. */
function panel(linkTop: number, { scrolls = true, scrollTop = 0 } = {}) {
  document.body.innerHTML = `<aside style="overflow-y: ${scrolls ? 'auto' : 'visible'}"><nav><ul><li><a href="/docs/x" aria-current="page">X</a></li></ul></nav></aside>`;
  const aside = document.querySelector('aside')!;
  const link = document.querySelector('a')!;
  Object.defineProperty(aside, 'scrollHeight', { value: 2000 });
  Object.defineProperty(aside, 'clientHeight', { value: 300 });
  aside.scrollTop = scrollTop;
  vi.spyOn(aside, 'getBoundingClientRect').mockReturnValue(rect({ top: 100, height: 300 }));
  vi.spyOn(link, 'getBoundingClientRect').mockReturnValue(rect({ top: linkTop, height: 20 }));
  return { aside, nav: document.querySelector('nav')! };
}

describe('scrollActiveIntoView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('centres an out-of-sight active link in the sidebar scroll area', () => {
    const { aside, nav } = panel(1100);
    expect(scrollActiveIntoView(nav)).toBe(true);
    // 1100 − 100 (panel top) − (300 − 20) / 2 = 860
    expect(aside.scrollTop).toBe(860);
  });

  it('leaves a link already in sight alone', () => {
    const { aside, nav } = panel(200);
    expect(scrollActiveIntoView(nav)).toBe(false);
    expect(aside.scrollTop).toBe(0);
  });

  it('leaves a sidebar the reader has scrolled alone', () => {
    const { aside, nav } = panel(1100, { scrollTop: 40 });
    expect(scrollActiveIntoView(nav)).toBe(false);
    expect(aside.scrollTop).toBe(40);
  });

  it('never scrolls the page when the sidebar has no scroll area of its own', () => {
    const { nav } = panel(1100, { scrolls: false });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    expect(scrollActiveIntoView(nav)).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing without an active link', () => {
    document.body.innerHTML = '<nav><a href="/docs/x">X</a></nav>';
    expect(scrollActiveIntoView(document.querySelector('nav')!)).toBe(false);
  });
});

describe('scrollActiveIntoView, called again', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never scrolls the same panel twice, even after the reader scrolled it back to the top', () => {
    const { aside, nav } = panel(1100);
    expect(scrollActiveIntoView(nav)).toBe(true);
    aside.scrollTop = 0; // the reader went back up, e.g. to a category near the top
    expect(scrollActiveIntoView(nav)).toBe(false);
    expect(aside.scrollTop).toBe(0);
  });
});
