// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../src/sidebar.css', import.meta.url), 'utf8');

/** `--sb-x: light-dark(#aaa, #bbb)` → { x: ['#aaa', '#bbb'] } */
function themeColours(): Record<string, [light: string, dark: string]> {
  const colours: Record<string, [string, string]> = {};
  for (const match of css.matchAll(/--sb-([a-z-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/g)) {
    colours[match[1]!] = [match[2]!, match[3]!];
  }
  return colours;
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Foreground, background, minimum ratio: 4.5 for text, 3 for the focus ring (non-text). */
const PAIRS: [string, string, number][] = [
  ['fg', 'bg', 4.5],
  ['fg', 'hover-bg', 4.5],
  ['muted', 'bg', 4.5],
  ['muted', 'hover-bg', 4.5],
  ['active-fg', 'active-bg', 4.5],
  ['paid-fg', 'paid-bg', 4.5],
  ['deprecated-fg', 'deprecated-bg', 4.5],
  ['unmaintained-fg', 'unmaintained-bg', 4.5],
  ['focus', 'bg', 3],
  ['focus', 'active-bg', 3],
];

describe('sidebar.css', () => {
  const colours = themeColours();

  it('defines every colour for light and dark', () => {
    // biome-ignore lint/complexity/noFlatMapIdentity: not the identity: each entry also holds its contrast ratio, which this drops
    const names = new Set(PAIRS.flatMap(([fg, bg]) => [fg, bg]));
    expect([...names].filter((name) => !colours[name])).toEqual([]);
  });

  for (const [scheme, index] of [
    ['light', 0],
    ['dark', 1],
  ] as const) {
    it(`meets WCAG AA contrast in the ${scheme} scheme`, () => {
      const failing = PAIRS.filter(([fg, bg, minimum]) => contrast(colours[fg]![index], colours[bg]![index]) < minimum).map(
        ([fg, bg, minimum]) => `${fg} on ${bg}: ${contrast(colours[fg]![index], colours[bg]![index]).toFixed(2)} < ${minimum}`,
      );
      expect(failing).toEqual([]);
    });
  }

  it('follows data-theme on <html> as well as prefers-color-scheme', () => {
    expect(css).toMatch(/\.sb\s*{[^}]*color-scheme:\s*light dark/);
    expect(css).toMatch(/\[data-theme='dark'\] \.sb\s*{\s*color-scheme:\s*dark/);
    expect(css).toMatch(/\[data-theme='light'\] \.sb\s*{\s*color-scheme:\s*light/);
  });
});
