/**
 * `_headers` (Netlify and Cloudflare Pages read it). Astro's assets carry a content hash in their
 * name, so they never change and may be kept for a year. Everything else (pages, their Markdown
 * twins, Pagefind's index, whose entry file keeps its name) keeps the host's default caching: both
 * hosts merge the headers of every rule that matches a path, so a `Cache-Control` on `/*` would
 * join the assets' one instead of yielding to it.
 */
export type HeaderRule = { path: string; headers: Record<string, string> };

export const CACHE_RULES: readonly HeaderRule[] = [
  { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
  { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
];

/** The rules in the `_headers` format: a path line, then its headers indented by two spaces. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`;
}
