import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { explainIssues, showValue } from '../src/issues.js';

const Schema = z
  .object({
    title: z.string(),
    banner: z.enum(['unreleased', 'unmaintained']).nullable(),
    link: z
      .object({ type: z.literal('doc'), id: z.string() })
      .strict()
      .optional(),
  })
  .strict();

function explain(input: unknown) {
  const result = Schema.safeParse(input);
  if (result.success) return [];
  return explainIssues(result.error.issues, input, Schema);
}

describe('explainIssues', () => {
  it('echoes the value found for a wrong type', () => {
    expect(explain({ title: ['a', 'b'], banner: null })).toEqual([
      { path: ['title'], message: 'title: Invalid input: expected string, received array (found ["a","b"])' },
    ]);
  });

  it('says nothing about a value that is missing', () => {
    expect(explain({ banner: null })).toEqual([{ path: ['title'], message: 'title: Invalid input: expected string, received undefined' }]);
  });

  it('names each unknown key at its own path, with the nearest known key', () => {
    expect(explain({ title: 'T', banner: null, titel: 'x', colour: 1 })).toEqual([
      { path: ['titel'], message: 'unknown key "titel"; did you mean "title"?' },
      { path: ['colour'], message: 'unknown key "colour"; the known keys are title, banner, link' },
    ]);
  });

  it('finds the known keys of a nested object', () => {
    expect(explain({ title: 'T', banner: null, link: { type: 'doc', id: 'a', ids: 'b' } })).toEqual([
      { path: ['link', 'ids'], message: 'link: unknown key "ids"; did you mean "id"?' },
    ]);
  });

  it('suggests the nearest option of an enum', () => {
    const [line] = explain({ title: 'T', banner: 'unreleasd' });
    expect(line?.message).toMatch(/^banner: .*\(found "unreleasd"\); did you mean "unreleased"\?$/);
  });
});

describe('helpers', () => {
  it('cuts long values', () => {
    expect(showValue('x'.repeat(100))).toHaveLength(60);
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(undefined)).toBe('undefined');
  });

  it('finds the value found inside lists and nested objects', () => {
    const List = z.object({ items: z.array(z.object({ n: z.number() })) });
    const input = { items: [{ n: 1 }, { n: 'two' }] };
    expect(explainIssues(List.safeParse(input).error!.issues, input, List)).toEqual([
      { path: ['items', 1, 'n'], message: 'items.1.n: Invalid input: expected number, received string (found "two")' },
    ]);
  });
});
