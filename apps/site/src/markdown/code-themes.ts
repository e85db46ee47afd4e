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
