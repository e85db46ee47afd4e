/**
 * How every code block is highlighted (Markdown fences and the generated API reference).
 *
 * Themes: GitHub's "default" pair; the older github-light colours parameters #E36209, which is
 * 3.5:1 on white and fails WCAG AA; these meet 4.5:1 for every token.
 */
import type { ShikiTransformer } from 'shiki';

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

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
  return node.type === 'element' && node.tagName === 'span' && keys.every((key) => key === 'style') && (node.children ?? []).every((child) => child.type === 'text');
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
    node.children = (node.children as HastNode[]).flatMap((child) => (child.type === 'element' && child.tagName === 'span' && String((child.properties as { class?: unknown })?.class ?? '').split(' ').includes('line') ? (child.children ?? []) : [child])) as typeof node.children;
  },
  // A token in the block's own colour (punctuation, plain names) needs no span: it inherits the colour.
  pre(node) {
    const own = colours(String(node.properties?.style ?? ''));
    const code = (node.children as HastNode[]).find((child) => child.type === 'element' && child.tagName === 'code');
    if (!code?.children || own === undefined) return;
    const unwrapped = code.children.flatMap((child) => (plainStyledSpan(child) && colours(String(child.properties?.style ?? '')) === own ? child.children : [child]));
    code.children = unwrapped.reduce<HastNode[]>((joined, child) => {
      const previous = joined.at(-1);
      if (previous?.type === 'text' && child.type === 'text') previous.value = `${previous.value ?? ''}${child.value ?? ''}`;
      else joined.push({ ...child });
      return joined;
    }, []);
  },
};

/** The two theme colours of a style, `#1f2328/#e6edf3`, to compare a token's with its block's. */
function colours(style: string): string | undefined {
  const light = /--shiki-light:\s*(#[0-9a-f]+)/i.exec(style)?.[1];
  const dark = /--shiki-dark:\s*(#[0-9a-f]+)/i.exec(style)?.[1];
  return light && dark ? `${light}/${dark}`.toLowerCase() : undefined;
}
