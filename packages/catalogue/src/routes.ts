/** Page ids are routes: `x` → `/docs/x`, `x/index` → `/docs/x/`, the docs home → `/docs/`. */

/** Lower-case segments of letters, digits, `-` and `_`, joined by single slashes. */
export const DOC_ID_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/;

export const DOCS_BASE = '/docs';

/** Why an id is malformed, or undefined when it is fine. */
export function idProblem(id: string): string | undefined {
  if (id.length === 0) return 'the id is empty';
  if (id.startsWith('/') || id.endsWith('/')) return 'the id has a leading or trailing slash';
  if (id.includes('//')) return 'the id has an empty segment';
  if (id.split('/').some((segment) => segment === '..' || segment === '.')) return 'the id has a "." or ".." segment';
  if (!DOC_ID_PATTERN.test(id)) return 'the id has characters outside [a-z0-9_-] and "/"';
  return undefined;
}

export function routeOfId(id: string, homeId?: string): string {
  if (id === homeId || id === 'index') return `${DOCS_BASE}/`;
  if (id.endsWith('/index')) return `${DOCS_BASE}/${id.slice(0, -'/index'.length)}/`;
  return `${DOCS_BASE}/${id}`;
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
