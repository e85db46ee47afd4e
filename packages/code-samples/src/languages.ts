/**
 * Fence languages a page may use. ts and tsx blocks are type-checked; the others are highlighted
 * only. A missing or misspelt language would render as plain text and slip past the type check.
 */
export const CHECKED_LANGUAGES = ['ts', 'tsx'] as const;
export const KNOWN_LANGUAGES = [...CHECKED_LANGUAGES, 'js', 'jsx', 'json', 'bash', 'yaml', 'css', 'html', 'diff', 'dockerfile', 'text'] as const;

export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

export function isCheckedLanguage(lang: string | null): lang is CheckedLanguage {
  return lang !== null && (CHECKED_LANGUAGES as readonly string[]).includes(lang);
}

/** A problem with the fence's language, or undefined when it is fine. */
export function languageProblem(lang: string | null): string | undefined {
  if (lang === null) return `the code block has no language (use one of: ${KNOWN_LANGUAGES.join(', ')})`;
  if (!(KNOWN_LANGUAGES as readonly string[]).includes(lang)) return `unknown code block language "${lang}" (use one of: ${KNOWN_LANGUAGES.join(', ')})`;
  return undefined;
}
