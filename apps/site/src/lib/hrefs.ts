/**
 * One canonical URL per page: every internal docs route ends with a slash (`/docs/x/`), which is
 * how the pages are written out (`docs/x/index.html`). Catalogue hrefs come without it.
 */
import { isExternalHref, routeOf, type Catalogue } from '@docs/catalogue';

/** `/docs/x` → `/docs/x/`, keeping a hash or query; files (`/docs/x.md`) and external URLs unchanged. */
export function canonicalHref(href: string): string {
  if (isExternalHref(href) || !href.startsWith('/')) return href;
  const cut = href.search(/[?#]/);
  const pathPart = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  const lastSegment = pathPart.slice(pathPart.lastIndexOf('/') + 1);
  if (pathPart.endsWith('/') || lastSegment.includes('.')) return href;
  return `${pathPart}/${suffix}`;
}

export function pageHref(catalogue: Catalogue, id: string): string {
  return canonicalHref(routeOf(catalogue, id));
}

/** The path segment Astro's `[...slug]` route gets for an href: `/docs/x/y/` → `x/y`, `/docs/` → undefined. */
export function slugOfDocsHref(href: string): string | undefined {
  const trimmed = href.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  return trimmed === '' ? undefined : trimmed;
}

export function absoluteUrl(site: string, href: string): string {
  return new URL(href, site).href;
}

/** A page's Markdown export: `/docs/<id>.md` (the id as written, `x/index` included). */
export function markdownHref(id: string): string {
  return `/docs/${id}.md`;
}
