/**
 * The syntax-highlighting themes of every code block (Markdown fences and the generated API
 * reference). GitHub's "default" pair: the older github-light colours parameters #E36209, which is
 * 3.5:1 on white and fails WCAG AA; these meet 4.5:1 for every token.
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
