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

describe('COMPACT_TOKENS', () => {
  it('keeps the text and every colour with far fewer elements', async () => {
    const { COMPACT_TOKENS } = await import('../../src/markdown/code-themes');
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['ts'] });
    const code = "import {interpolate} from 'remotion';\n\nconst opacity = interpolate(frame, [0, 30], [0, 1], {extrapolateRight: 'clamp'});";
    const highlight = (transformers: object[]) => highlighter.codeToHtml(code, { lang: 'ts', themes: CODE_THEMES, defaultColor: false, transformers: [WHOLE_LINES, ...transformers] as never });
    const plain = highlight([]);
    const compact = highlight([COMPACT_TOKENS]);
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(compact)).toBe(text(plain));
    const spans = (html: string) => html.match(/<span/g)?.length ?? 0;
    expect(spans(compact)).toBeLessThan(spans(plain) * 0.6);
    // Each character keeps its colour: a token in the block's own colour is plain text inside <code>.
    const colourOfEachCharacter = (html: string) => {
      const inner = /<code>([\s\S]*)<\/code>/.exec(html)![1]!.replace(/<\/?span class="line">|<\/span>(?=\n|$)/g, '');
      const own = '--shiki-light:#1f2328;--shiki-dark:#e6edf3';
      return [...inner.matchAll(/<span style="([^"]+)">([^<]*)<\/span>|([^<]+)/g)].flatMap(([, style, token, text]) => [...(token ?? text ?? '')].map((character) => `${character}:${(style ?? own).toLowerCase()}`));
    };
    expect(colourOfEachCharacter(compact)).toEqual(colourOfEachCharacter(plain));
  });
});
