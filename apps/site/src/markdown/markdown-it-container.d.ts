/** markdown-it-container ships no types; this is the part of its API the admonitions use. */
declare module 'markdown-it-container' {
  import type { Env, MarkdownIt, MarkdownItOptions, Token } from 'markdown-it';

  type ContainerOptions = {
    validate?: (params: string, markup: string) => boolean;
    render?: (tokens: Token[], index: number, options: Required<MarkdownItOptions>, env: Env | undefined, self: unknown) => string;
    marker?: string;
  };

  export default function container(md: MarkdownIt, name: string, options?: ContainerOptions): void;
}
