/** The demos' catalogue agrees with their files and the pages: what `remark-demos` and the player rely on. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_TOPICS, DEMOS } from '../../src/demos/catalog';
import { demoPages } from '../support/demo-pages';

const demosDir = fileURLToPath(new URL('../../src/demos/', import.meta.url));

describe('the demos catalogue', () => {
  it('names each demo once across the topic files', () => {
    const names = Object.values(DEMO_TOPICS).flatMap((topic) => Object.keys(topic));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(Object.entries(DEMOS))('%s: its file exports its component, it lasts at most 5 s, and its controls start from its props', (_name, info) => {
    const source = readFileSync(path.join(demosDir, info.file), 'utf8');
    expect(source).toMatch(new RegExp(`^export (const|function) ${info.component}\\b`, 'm'));
    expect(info.durationInFrames / info.fps).toBeLessThanOrEqual(5);
    for (const control of info.controls) {
      const start = info.defaultProps[control.prop];
      if (control.kind === 'range') {
        expect(typeof start).toBe('number');
        expect(start as number).toBeGreaterThanOrEqual(control.min);
        expect(start as number).toBeLessThanOrEqual(control.max);
      } else {
        expect(control.options).toContain(start);
      }
    }
  });

  it('has a page for every demo and a demo for every page that asks for one', () => {
    const used = demoPages();
    expect(Object.keys(DEMOS).filter((name) => !used.has(name))).toEqual([]);
    expect([...used.keys()].filter((name) => !(name in DEMOS))).toEqual([]);
  });

  it('has a catalogue entry for every demo file', () => {
    const files = readdirSync(demosDir).filter((file) => file.endsWith('.tsx'));
    const catalogued = new Set(Object.values(DEMOS).map((info) => info.file));
    expect(files.filter((file) => !catalogued.has(file))).toEqual([]);
  });
});
