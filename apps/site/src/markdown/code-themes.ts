/**
 * How every code block is highlighted (Markdown fences and the generated API reference).
 *
 * Themes: GitHub's "default" pair; the older github-light colours parameters #E36209, which is
 * 3.5:1 on white and fails WCAG AA; these meet 4.5:1 for every token.
 */
import githubDarkDefault from '@shikijs/themes/github-dark-default';
import githubLightDefault from '@shikijs/themes/github-light-default';
import type { ShikiTransformer, ThemeRegistration } from 'shiki';

type ThemeRule = NonNullable<ThemeRegistration['tokenColors']>[number];

/**
 * Two themes as one, for themes with the same rules (scopes, order and font styles) that differ
 * only in colours, as GitHub's light and dark pair do: each distinct pair of colours becomes a CSS
 * variable (`var(--code-3)`), so a block is tokenized once where two themes tokenized it twice (half
 * of Shiki's time, `bench/shiki-engines.ts`), and `css` gives each variable its light and dark value.
 */
export function pairedTheme(light: ThemeRegistration, dark: ThemeRegistration): { theme: ThemeRegistration; css: string } {
  const lightRules = light.tokenColors ?? [];
  const darkRules = dark.tokenColors ?? [];
  const sameRules =
    lightRules.length === darkRules.length &&
    lightRules.every(
      (rule, index) =>
        JSON.stringify(rule.scope) === JSON.stringify(darkRules[index]!.scope) && rule.settings.fontStyle === darkRules[index]!.settings.fontStyle,
    );
  if (!sameRules) throw new Error(`Code themes ${light.name} and ${dark.name} do not share their rules, so one tokenization cannot colour both`);
  const variables = new Map<string, { name: string; light: string; dark: string }>();
  const variableFor = (lightColour: string | undefined, darkColour: string | undefined): string | undefined => {
    if (lightColour === undefined && darkColour === undefined) return undefined;
    const key = `${lightColour}/${darkColour}`;
    let variable = variables.get(key);
    if (!variable) {
      variable = { name: `--code-${variables.size}`, light: lightColour ?? 'inherit', dark: darkColour ?? 'inherit' };
      variables.set(key, variable);
    }
    return `var(${variable.name})`;
  };
  const colour = (theme: ThemeRegistration, key: string) => theme.colors?.[key];
  const tokenColors = lightRules.map((rule, index): ThemeRule => {
    const darkSettings = darkRules[index]!.settings;
    const foreground = variableFor(rule.settings.foreground, darkSettings.foreground);
    const background = variableFor(rule.settings.background, darkSettings.background);
    return { ...rule, settings: { ...rule.settings, ...(foreground && { foreground }), ...(background && { background }) } };
  });
  const theme: ThemeRegistration = {
    name: `${light.name}+${dark.name}`,
    type: 'light',
    colors: {
      'editor.foreground': variableFor(colour(light, 'editor.foreground'), colour(dark, 'editor.foreground'))!,
      'editor.background': variableFor(colour(light, 'editor.background'), colour(dark, 'editor.background'))!,
    },
    tokenColors,
  };
  const declarations = (which: 'light' | 'dark') => [...variables.values()].map((variable) => `${variable.name}:${variable[which]}`).join(';');
  return { theme, css: `:root{${declarations('light')}}:root[data-theme='dark']{${declarations('dark')}}` };
}

const PAIRED = pairedTheme(githubLightDefault as ThemeRegistration, githubDarkDefault as ThemeRegistration);

/** The one theme every block is highlighted with; its colours are the variables of `CODE_COLOURS_CSS`. */
export const CODE_THEME = PAIRED.theme;

/** The light and dark value of each colour of `CODE_THEME`, for every page's head. */
export const CODE_COLOURS_CSS = PAIRED.css;

/**
 * Shiki stops highlighting a line after 500 ms by default and leaves the rest of it plain. On a busy
 * machine (a CI run, a cold worker thread) that truncates lines now and then, and in one theme only,
 * so the same page built twice came out with different colours. Astro passes no such option on, so
 * this transformer lifts the limit (0: none) before each block is tokenized.
 */
export const WHOLE_LINES: ShikiTransformer = {
  name: 'docs:no-tokenize-time-limit',
  preprocess(_code, options) {
    options.tokenizeTimeLimit = 0;
  },
};

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[]; value?: string };

/** A span whose only children are text, with no property but its style: one that can merge with a like neighbour. */
function plainStyledSpan(node: HastNode): node is HastNode & { children: HastNode[] } {
  const keys = Object.keys(node.properties ?? {});
  return (
    node.type === 'element' && node.tagName === 'span' && keys.every((key) => key === 'style') && (node.children ?? []).every((child) => child.type === 'text')
  );
}

/**
 * Fewer elements for the same colours: a token span per word made a long page's code blocks the
 * larger part of its DOM budget. Neighbouring tokens of one colour become one span, and the per-line
 * wrapper spans are dropped (the newlines between them stay), which nothing styles or scripts.
 */
export const COMPACT_TOKENS: ShikiTransformer = {
  name: 'docs:compact-tokens',
  line(node) {
    const merged: HastNode[] = [];
    for (const child of node.children as HastNode[]) {
      const previous = merged.at(-1);
      if (previous && plainStyledSpan(previous) && plainStyledSpan(child) && previous.properties?.style === child.properties?.style) {
        previous.children = [{ type: 'text', value: [...previous.children, ...child.children].map((text) => text.value ?? '').join('') }];
      } else merged.push(child);
    }
    node.children = merged as typeof node.children;
  },
  code(node) {
    node.children = (node.children as HastNode[]).flatMap((child) =>
      child.type === 'element' &&
      child.tagName === 'span' &&
      String((child.properties as { class?: unknown })?.class ?? '')
        .split(' ')
        .includes('line')
        ? (child.children ?? [])
        : [child],
    ) as typeof node.children;
  },
  // A token in the block's own colour (punctuation, plain names) needs no span: it inherits the colour.
  pre(node) {
    const own = colours(String(node.properties?.style ?? ''));
    const code = (node.children as HastNode[]).find((child) => child.type === 'element' && child.tagName === 'code');
    if (!code?.children || own === undefined) return;
    const unwrapped = code.children.flatMap((child) =>
      plainStyledSpan(child) && colours(String(child.properties?.style ?? '')) === own ? child.children : [child],
    );
    code.children = unwrapped.reduce<HastNode[]>((joined, child) => {
      const previous = joined.at(-1);
      if (previous?.type === 'text' && child.type === 'text') previous.value = `${previous.value ?? ''}${child.value ?? ''}`;
      else joined.push({ ...child });
      return joined;
    }, []);
  },
};

/** The text colour of a style (`var(--code-0)`), not its background colour, to compare a token's with its block's. */
function colours(style: string): string | undefined {
  return /(?:^|;)\s*color:\s*([^;]+)/.exec(style)?.[1]?.trim();
}
