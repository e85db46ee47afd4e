/**
 * Every address the site builds. One canonical URL per page: every internal docs route ends with a
 * slash (`/docs/x/`), which is how the pages are written out (`docs/x/index.html`); catalogue hrefs
 * come without it.
 */
import { isExternalHref, markdownRouteOfId, routeOf, type Catalogue, type SidebarItem } from '@docs/catalogue';
import type { TypeLink } from '@docs/api-reference';

/** Where the generated pages of categories that have no page of their own live. */
export const CATEGORY_BASE = '/docs/category/';

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

/** A page's Markdown export: `/docs/<id>.md`. */
export const markdownHref = markdownRouteOfId;

/** The `[...slug]` param of a generated category page: `/docs/category/a/b/` → `a/b`. */
export function slugOfCategoryHref(href: string): string {
  return href.slice(CATEGORY_BASE.length, -1);
}

/** Where a type name of the API reference leads: its page, or its anchor on a types page. */
export function typeLinkHref(catalogue: Catalogue, link: TypeLink): string {
  return `${pageHref(catalogue, link.docId)}${link.anchor ? `#${link.anchor}` : ''}`;
}

/**
 * The page that holds a sidebar with every category's list (`/sidebars/apiSidebar/`): what a docs
 * page's script brings a closed category's list from, and the link for JavaScript off. The query is
 * a hash of the items, so a browser session never mixes lists from an older build (or an older
 * state of the dev server) into a newer page.
 */
export function sidebarListsHref(sidebar: string, items: readonly SidebarItem[]): string {
  return `/sidebars/${encodeURIComponent(sidebar)}/?v=${itemsHash(items)}`;
}

// Every page of a sidebar asks for the same items' hash: 1 s of a build's CPU when each recomputed it.
const hashes = new WeakMap<readonly SidebarItem[], string>();

/** FNV-1a over the items' JSON: small, stable and enough to tell two versions apart. */
function itemsHash(items: readonly SidebarItem[]): string {
  let known = hashes.get(items);
  if (known === undefined) {
    let hash = 0x811c9dc5;
    for (const char of JSON.stringify(items)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    known = hash.toString(36);
    hashes.set(items, known);
  }
  return known;
}
