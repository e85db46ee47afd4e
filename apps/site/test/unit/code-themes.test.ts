/** Every code block is highlighted whole, however long a line takes (Shiki's time limit would leave the rest of it plain). */
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, WHOLE_LINES } from '../../src/markdown/code-themes';

describe('WHOLE_LINES', () => {
  it('lifts the tokenizing time limit that truncates a slow line', async () => {
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['ts'] });
    // One line that takes far longer than 1 ms to tokenize.
    const line = Array.from({ length: 200 }, (_, index) => `const value${index} = compute(${index}, 'text${index}');`).join(' ');
    const highlight = (options: object) => highlighter.codeToHtml(line, { lang: 'ts', themes: CODE_THEMES, defaultColor: false, ...options });
    const whole = highlight({ tokenizeTimeLimit: 0 });
    expect(highlight({ tokenizeTimeLimit: 1 })).not.toBe(whole);
    expect(highlight({ tokenizeTimeLimit: 1, transformers: [WHOLE_LINES] })).toBe(whole);
  });
});
