/** proseWordCount(): the words a reader sees, without code blocks and markup. */
import { describe, expect, it } from 'vitest';
import { proseWordCount } from '../src/node/index.js';

describe('proseWordCount', () => {
  it('counts plain words across lines, headings and lists', () => {
    expect(proseWordCount('## Two words\n\nOne two three.\n\n- four\n- five six\n')).toBe(8);
  });

  it('leaves out fenced code blocks, with backticks or tildes, also indented in a list', () => {
    const body = [
      'Before the code.',
      '```tsx title="a.tsx"',
      'const x = 1;',
      '```',
      '1. Step one:',
      '',
      '   ~~~bash',
      '   npx remotion render',
      '   ~~~',
      'After.',
    ].join('\n');
    expect(proseWordCount(body)).toBe(7);
  });

  it('ends an unclosed fence at the end of the body, and needs a closing fence at least as long', () => {
    expect(proseWordCount('Text here.\n````md\n```\nstill code\n````\nafter')).toBe(3);
    expect(proseWordCount('Text here.\n```ts\nnever closed code')).toBe(2);
  });

  it('keeps the text of links, images and inline code, but not their targets or tags', () => {
    expect(proseWordCount('See [`<Player>`](/docs/player/player) and ![a logo](/img/logo.png) <br/> now.')).toBe(6);
  });

  it('skips comments, reference definitions, admonition fences, table rules and lone punctuation', () => {
    const body = ['<!-- hidden words here -->', ':::note', 'A note.', ':::', '[ref]: https://example.com', '| a | b |', '| --- | --- |', '— ok'].join('\n');
    expect(proseWordCount(body)).toBe(5);
  });

  it('is zero for an empty body', () => {
    expect(proseWordCount('\n\n')).toBe(0);
  });
});
