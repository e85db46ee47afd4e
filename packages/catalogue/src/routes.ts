/**
 * Page ids are routes. One canonical address per page, always with a trailing slash, which is how
 * pages are written out (`docs/x/index.html`): `x` → `/docs/x/`, `x/index` → `/docs/x/`, the docs
 * home → `/docs/`. Other forms (`/docs/x`, `/docs/x/index`, `./x.md`) are resolved to it.
 */

/** Lower-case segments of letters, digits, `-` and `_`, joined by single slashes. */
export const DOC_ID_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/;

export const DOCS_BASE = '/docs';

/** The docs home's route. */
export const DOCS_HOME = `${DOCS_BASE}/`;

/** Where a site serves the pages it generates for categories that have no page of their own. */
export const CATEGORY_PAGES_BASE = `${DOCS_BASE}/category/`;

/** Why an id is malformed, or undefined when it is fine. */
export function idProblem(id: string): string | undefined {
  if (id.length === 0) return 'the id is empty';
  if (id.startsWith('/') || id.endsWith('/')) return 'the id has a leading or trailing slash';
  if (id.includes('//')) return 'the id has an empty segment';
  if (id.split('/').some((segment) => segment === '..' || segment === '.')) return 'the id has a "." or ".." segment';
  if (!DOC_ID_PATTERN.test(id)) return 'the id has characters outside [a-z0-9_-] and "/"';
  return undefined;
}

/** The canonical route of a page id (`x` → `/docs/x/`); the home page (`homeId`) is served at `/docs/`. */
export function routeOfId(id: string, homeId?: string): string {
  if (id === homeId || id === 'index') return DOCS_HOME;
  if (id.endsWith('/index')) return `${DOCS_BASE}/${id.slice(0, -'/index'.length)}/`;
  return `${DOCS_BASE}/${id}/`;
}

/**
 * The route the home page's own id names (`/docs/getting-started/`), where the site keeps a redirect
 * to `/docs/` so links by id keep working; undefined when there is no home or it is `index`.
 */
export function homeAliasRoute(homeId: string | undefined): string | undefined {
  return homeId === undefined || homeId === 'index' ? undefined : routeOfId(homeId);
}

/** A page id from its file's path below the docs folder: `player/api.md` → `player/api` (either separator). */
export function idOfPageFile(relativePath: string): string {
  return relativePath.replaceAll('\\', '/').replace(/\.mdx?$/, '');
}

/** `/docs/x` → `/docs/x/`, keeping a hash or query; files (`/docs/x.md`), other sites' and relative URLs unchanged. */
export function canonicalDocsHref(href: string): string {
  if (!isDocsHref(href)) return href;
  const cut = href.search(/[?#]/);
  const pathPart = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  const lastSegment = pathPart.slice(pathPart.lastIndexOf('/') + 1);
  if (pathPart.endsWith('/') || lastSegment.includes('.')) return href;
  return `${pathPart}/${suffix}`;
}

/** The path of a docs route below `/docs/`, without slashes at either end: `/docs/x/y/` → `x/y`, `/docs/` → ''. */
export function pathBelowDocs(href: string): string {
  return href.slice(DOCS_BASE.length).replace(/^\/+|\/+$/g, '');
}

/** A page's Markdown export: `/docs/<id>.md` (the id as written, `x/index` included). */
export function markdownRouteOfId(id: string): string {
  return `${DOCS_BASE}/${id}.md`;
}

/** `/docs/x/`, `/docs/x`, `/docs/x/#a` and `/docs/x?q` all name one page: compare routes in this form. */
export function routeKey(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Maps routes back to ids; the inverse of `routeOfId` over a set of ids. */
export class RouteIndex {
  private readonly idsByKey = new Map<string, string[]>();

  constructor(ids: Iterable<string>, homeId?: string) {
    for (const id of ids) {
      const key = routeKey(routeOfId(id, homeId));
      const list = this.idsByKey.get(key);
      if (list) list.push(id);
      else this.idsByKey.set(key, [id]);
    }
  }

  /** The id served at this href (with or without trailing slash, hash or query), if any. */
  idOf(href: string): string | undefined {
    return this.idsByKey.get(routeKey(href))?.[0];
  }

  /** Groups of ids that would be served at the same route. */
  collisions(): string[][] {
    return [...this.idsByKey.values()].filter((ids) => ids.length > 1);
  }
}

export function isDocsHref(href: string): boolean {
  return href === DOCS_BASE || href.startsWith(`${DOCS_BASE}/`) || href.startsWith(`${DOCS_BASE}#`);
}
