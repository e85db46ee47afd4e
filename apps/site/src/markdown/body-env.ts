/**
 * What one body's render carries through markdown-it's rules (its `env`): the page's file, what its
 * links may point at, and what the rules hand back (the headings, the links to no page).
 */
import type { MarkdownHeading } from '@astrojs/markdown-remark';
import type { Env } from 'markdown-it';
import type { BrokenLink, DocLinksOptions } from './doc-links.js';

export type BodyEnv = Env & {
  /** Absolute path of the page's file (relative links start there; errors name it). */
  filePath: string;
  docLinks: DocLinksOptions;
  headings: MarkdownHeading[];
  /** Lines are the body's, from 1; the renderer turns them into the file's. */
  brokenLinks: BrokenLink[];
};

export function newBodyEnv(filePath: string, docLinks: DocLinksOptions): BodyEnv {
  return { filePath, docLinks, headings: [], brokenLinks: [] };
}

/** The env a rule was given, typed; rendering a lone snippet (`renderInline`) may give none. */
export function bodyEnvOf(env: Env | undefined): BodyEnv | undefined {
  return env && typeof env.filePath === 'string' ? (env as BodyEnv) : undefined;
}
