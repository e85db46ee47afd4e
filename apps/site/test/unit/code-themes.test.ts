/**
 * Code highlighting: one theme that colours each token as GitHub's light and dark themes would;
 * every block highlighted whole, however long a line takes; fewer spans for the same colours.
 */
import githubDarkDefault from '@shikijs/themes/github-dark-default';
import githubLightDefault from '@shikijs/themes/github-light-default';
import { createHighlighter, type ThemeRegistration } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_COLOURS_CSS, CODE_THEME, pairedTheme, WHOLE_LINES } from '../../src/markdown/code-themes';

const SAMPLES = {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a code sample that holds a template literal
  tsx: "import {AbsoluteFill, useCurrentFrame} from 'remotion';\n// Fades in\nexport const Title: React.FC<{text: string}> = ({text}) => {\n  const frame = useCurrentFrame();\n  return <AbsoluteFill style={{opacity: Math.min(1, frame / 30)}}>{`${text}!`}</AbsoluteFill>;\n};",
  bash: 'npx remotion render src/index.ts MyComp out/video.mp4 --codec=h264 # render\nexport REMOTION_AWS_REGION="us-east-1"',
  json: '{"name": "my-video", "private": true, "dependencies": {"remotion": "4.0.527"}, "count": 3, "x": null}',
  diff: '- const a = 1;\n+ const a = 2;\n  unchanged',
  css: '.title { color: #fff; font-size: 2rem; } @media (min-width: 40em) { .title { margin: 0 auto; } }',
  yaml: 'name: render\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest # comment',
  md: '# Title\n\n**bold** and _em_ and [link](https://example.com) and `code`\n\n~~gone~~',
};

/** Each character of a highlighted block with its light and dark colour and its font style. */
function characters(html: string, colourOf: (style: string) => string): string[] {
  const inner = /<code>([\s\S]*)<\/code>/.exec(html)![1]!.replace(/<\/?span class="line">/g, '');
  return [...inner.matchAll(/<span style="([^"]+)">([^<]*)<\/span>/g)].flatMap(([, style, token]) => {
    // Two themes write a shared font style once each; once is the same style.
    const font = [...new Set([...style!.matchAll(/(font-style|font-weight|text-decoration):([^;]+)/g)].map((match) => match[0]))].join(';');
    return [...token!].map((character) => `${character} ${colourOf(style!)} ${font}`);
  });
}

describe('CODE_THEME', () => {
  it('colours every token of every language the pages use as the light and the dark theme would', async () => {
    const light = githubLightDefault as ThemeRegistration;
    const dark = githubDarkDefault as ThemeRegistration;
    const highlighter = await createHighlighter({ themes: [light, dark, CODE_THEME], langs: Object.keys(SAMPLES) });
    const [, lightBlock, darkBlock] = /^:root\{([^}]*)\}:root\[data-theme='dark'\]\{([^}]*)\}$/.exec(CODE_COLOURS_CSS)!;
    const [lightValues, darkValues] = [lightBlock!, darkBlock!].map(
      (block) => new Map(block.split(';').map((declaration) => declaration.split(':') as [string, string])),
    );
    for (const [lang, code] of Object.entries(SAMPLES)) {
      // No time limit: on a busy machine Shiki stops tokenizing a line after 500 ms and colours the rest as one token.
      const dual = highlighter.codeToHtml(code, { lang, themes: { light: light.name!, dark: dark.name! }, defaultColor: false, tokenizeTimeLimit: 0 });
      const paired = highlighter.codeToHtml(code, { lang, theme: CODE_THEME.name!, tokenizeTimeLimit: 0 });
      const fromDual = (style: string) => `${/--shiki-light:([^;]+)/.exec(style)?.[1]}/${/--shiki-dark:([^;]+)/.exec(style)?.[1]}`.toLowerCase();
      const fromPaired = (style: string) => {
        const variable = /(?:^|;)color:var\((--code-\d+)\)/.exec(style)![1]!;
        return `${lightValues!.get(variable)}/${darkValues!.get(variable)}`.toLowerCase();
      };
      expect(characters(paired, fromPaired), lang).toEqual(characters(dual, fromDual));
    }
  });

  it('refuses two themes whose rules differ', () => {
    const light = githubLightDefault as ThemeRegistration;
    const fewer = { ...(githubDarkDefault as ThemeRegistration), tokenColors: (githubDarkDefault as ThemeRegistration).tokenColors!.slice(1) };
    expect(() => pairedTheme(light, fewer)).toThrow(/do not share their rules/);
  });
});

describe('WHOLE_LINES', () => {
  it('lifts the tokenizing time limit that truncates a slow line', async () => {
    const highlighter = await createHighlighter({ themes: [CODE_THEME], langs: ['ts'] });
    // One line that takes far longer than 1 ms to tokenize.
    const line = Array.from({ length: 200 }, (_, index) => `const value${index} = compute(${index}, 'text${index}');`).join(' ');
    const highlight = (options: object) => highlighter.codeToHtml(line, { lang: 'ts', theme: CODE_THEME.name!, ...options });
    const whole = highlight({ tokenizeTimeLimit: 0 });
    expect(highlight({ tokenizeTimeLimit: 1 })).not.toBe(whole);
    expect(highlight({ tokenizeTimeLimit: 1, transformers: [WHOLE_LINES] })).toBe(whole);
  });
});

describe('COMPACT_TOKENS', () => {
  it('keeps the text and every colour with far fewer elements', async () => {
    const { COMPACT_TOKENS } = await import('../../src/markdown/code-themes');
    const highlighter = await createHighlighter({ themes: [CODE_THEME], langs: ['ts'] });
    const code = "import {interpolate} from 'remotion';\n\nconst opacity = interpolate(frame, [0, 30], [0, 1], {extrapolateRight: 'clamp'});";
    const highlight = (transformers: object[]) =>
      highlighter.codeToHtml(code, { lang: 'ts', theme: CODE_THEME.name!, transformers: [WHOLE_LINES, ...transformers] as never });
    const plain = highlight([]);
    const compact = highlight([COMPACT_TOKENS]);
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(compact)).toBe(text(plain));
    const spans = (html: string) => html.match(/<span/g)?.length ?? 0;
    expect(spans(compact)).toBeLessThan(spans(plain) * 0.6);
    // Each character keeps its colour: a token in the block's own colour is plain text inside <code>.
    const colourOfEachCharacter = (html: string) => {
      const inner = /<code>([\s\S]*)<\/code>/.exec(html)![1]!.replace(/<\/?span class="line">|<\/span>(?=\n|$)/g, '');
      const own = `color:${/(?:^|;)color:([^;"]+)/.exec(/<pre[^>]*style="([^"]+)"/.exec(html)![1]!)![1]}`;
      return [...inner.matchAll(/<span style="([^"]+)">([^<]*)<\/span>|([^<]+)/g)].flatMap(([, style, token, text]) =>
        [...(token ?? text ?? '')].map((character) => `${character}:${(style ?? own).toLowerCase()}`),
      );
    };
    expect(colourOfEachCharacter(compact)).toEqual(colourOfEachCharacter(plain));
  });
});
