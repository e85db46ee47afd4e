/**
 * Addresses only the site makes: generated category pages, Astro's route params, absolute URLs, type
 * links and the sidebar lists page. A page's own address is the catalogue's (`routeOf`, `/docs/x/`).
 */
import { CATEGORY_PAGES_BASE, pathBelowDocs, routeOf, type Catalogue, type SidebarItem } from '@docs/catalogue';
import type { TypeLink } from '@docs/api-reference';

/** The path segment Astro's `[...slug]` route gets for an href: `/docs/x/y/` → `x/y`, `/docs/` → undefined. */
export function slugOfDocsHref(href: string): string | undefined {
  return pathBelowDocs(href) || undefined;
}

export function absoluteUrl(site: string, href: string): string {
  return new URL(href, site).href;
}

/** The `[...slug]` param of a generated category page: `/docs/category/a/b/` → `a/b`. */
export function slugOfCategoryHref(href: string): string {
  return href.slice(CATEGORY_PAGES_BASE.length, -1);
}

/** Where a type name of the API reference leads: its page, or its anchor on a types page. */
export function typeLinkHref(catalogue: Catalogue, link: TypeLink): string {
  return `${routeOf(catalogue, link.docId)}${link.anchor ? `#${link.anchor}` : ''}`;
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
