/** Counting the prose words of a page body (the text after the frontmatter, as `loadCatalogue()` reads it). */

const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

/** The body without its fenced code blocks; an unclosed fence runs to the end, as Markdown renders it. */
function withoutFencedCode(body: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    if (fence === undefined) {
      const open = FENCE_OPEN.exec(line);
      if (open) fence = open[1];
      else kept.push(line);
    } else {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) fence = undefined;
    }
  }
  return kept.join('\n');
}

/**
 * How many words a reader sees in a page body: fenced code blocks, HTML comments and tags, link
 * and image targets, link reference definitions and admonition fences are left out; the text of
 * inline code, links and tables counts. A word is a run of non-space characters with a letter or digit.
 */
export function proseWordCount(body: string): number {
  const prose = withoutFencedCode(body)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/`+([^`]*)`+/g, (_, code: string) => ` ${code.replace(/[<>]/g, ' ')} `)
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/<[^>\s][^>]*>/g, ' ')
    .replace(/^\s*:::\S*/gm, ' ');
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
