/**
 * Pages that answer with a redirect: every stub (`movedTo`) and the docs home's own id route
 * (`/docs/getting-started/` → `/docs/`), and the `_redirects` file that hosts such as Netlify and
 * Cloudflare Pages read (`/old/ /new/ 301`, one rule a line, `#` comments).
 */
import { homeAliasRoute, routeKey } from './routes.js';
import type { Catalogue } from './schema.js';
import { routeOf } from './tree.js';

/** `id` is the page whose address moved; `from` and `to` are routes (`/docs/x/`, `/docs/`). */
export type Redirect = { id: string; from: string; to: string };

export type RedirectRule = { from: string; to: string; status: number; line: number };

/** The home page's id as an address, when the home is served at `/docs/` under another name. */
function homeAlias(catalogue: Catalogue): Redirect | undefined {
  const from = homeAliasRoute(catalogue.homeId);
  return from === undefined ? undefined : { id: catalogue.homeId!, from, to: routeOf(catalogue, catalogue.homeId!) };
}

/** Every redirect the catalogue implies: stubs by id, then the home page's alias. */
export function redirectsOf(catalogue: Catalogue): Redirect[] {
  const stubs = Object.values(catalogue.docs)
    .filter((doc) => doc.movedTo !== undefined && catalogue.docs[doc.movedTo] !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((doc) => ({ id: doc.id, from: routeOf(catalogue, doc.id), to: routeOf(catalogue, doc.movedTo!) }));
  const alias = homeAlias(catalogue);
  return alias ? [...stubs, alias] : stubs;
}

/** A `_redirects` file: a comment, then one `from to 301` line per redirect. */
export function formatRedirects(redirects: readonly Pick<Redirect, 'from' | 'to'>[]): string {
  const lines = redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`);
  return ['# Moved pages answer with a permanent redirect (Netlify and Cloudflare Pages format).', ...lines, ''].join('\n');
}

/** The rules of a `_redirects` file; blank lines, comments and lines without a target are skipped. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [from, to, code] = line.split(/\s+/);
    if (from === undefined || to === undefined) return;
    const status = code === undefined ? 301 : Number.parseInt(code, 10);
    rules.push({ from, to, status: Number.isNaN(status) ? 301 : status, line: index + 1 });
  });
  return rules;
}

/** The first rule whose source names this path (trailing slash, query and hash ignored). */
export function ruleFor(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  const key = routeKey(pathname);
  return rules.find((rule) => routeKey(rule.from) === key);
}
