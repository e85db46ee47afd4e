/**
 * Checking a built site against the catalogue: every page is built, every built docs page is a
 * catalogue page, every redirect stub has its rule in `_redirects`, and every internal link on
 * every built page (sidebar links included) resolves.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CATEGORY_PAGES_BASE,
  homeAliasRoute,
  idOfRoute,
  isDocsHref,
  isExternalHref,
  parseRedirects,
  redirectsOf,
  routeKey,
  routeOf,
  ruleFor,
  schemeOf,
  walkSidebar,
  type Catalogue,
  type Problem,
} from '@docs/catalogue';
import { builtFileFor, listBuiltFiles, routeOfBuiltFile } from './built-files.js';
import { linksOf } from './links.js';

/**
 * Routes under /docs/ that the site generates without a catalogue page: index pages for categories
 * that have no page of their own. Overridable with --ignore-route.
 */
export const DEFAULT_IGNORED_ROUTES = [CATEGORY_PAGES_BASE];

/** What the built site can get wrong, one code each. */
export type SiteCode = 'missing-page' | 'unknown-page' | 'broken-link' | 'unsafe-link' | 'broken-sidebar-href' | 'missing-redirect';
/** A problem of the built site: `file` is relative to the built site (`docs/a/index.html`, `_redirects`), absent for a page that was not built or a sidebar link. */
export type SiteProblem = Problem<SiteCode>;

const siteError = (code: SiteCode, message: string, where: Omit<SiteProblem, 'code' | 'message' | 'severity'>): SiteProblem => ({
  code,
  message,
  severity: 'error',
  ...where,
});

/** A link of a built page, quoted with its text: `"/docs/x" ("the x guide")`. */
function linkQuote(href: string, text: string): string {
  return `"${href}"${text === '' ? '' : ` ("${text.length > 60 ? `${text.slice(0, 57)}...` : text}")`}`;
}

export type SiteReport = { htmlFiles: number; links: number; problems: SiteProblem[] };

const UNSAFE_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:']);
const ORIGIN = 'http://site.invalid';

/** Reads files a few at a time: all at once exhausts file handles on large sites. */
async function readEach(files: string[], dist: string, visit: (file: string, html: string) => void): Promise<void> {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) visit(file, await readFile(path.join(dist, file), 'utf8'));
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/**
 * The home page is served at /docs/, but its id also names a route (`/docs/getting-started/`),
 * where sites put a redirect to /docs/ so links by id keep working. That page is expected.
 */
function isHomeAlias(catalogue: Catalogue, route: string): boolean {
  const alias = homeAliasRoute(catalogue.homeId);
  return alias !== undefined && routeKey(route) === routeKey(alias);
}

/** The stubs (and the home page's id route) that `_redirects` does not send to their target with a 301. */
export async function missingRedirects(catalogue: Catalogue, dist: string, files: ReadonlySet<string>): Promise<SiteProblem[]> {
  const rules = files.has('_redirects') ? parseRedirects(await readFile(path.join(dist, '_redirects'), 'utf8')) : [];
  const problems: SiteProblem[] = [];
  for (const { id, from, to } of redirectsOf(catalogue)) {
    const rule = ruleFor(rules, from);
    if (rule && routeKey(rule.to) === routeKey(to) && rule.status === 301) continue;
    problems.push(
      rule
        ? siteError('missing-redirect', `the page is a redirect stub to ${to}, but _redirects has "${rule.from} ${rule.to} ${rule.status}"`, {
            docId: id,
            file: '_redirects',
            line: rule.line,
            path: [],
          })
        : siteError('missing-redirect', `the page is a redirect stub, but _redirects has no rule for ${from} (expected a line "${from} ${to} 301")`, {
            docId: id,
            file: '_redirects',
            path: [],
          }),
    );
  }
  return problems;
}

export async function checkSite(catalogue: Catalogue, dist: string, options: { ignoredRoutes?: readonly string[] } = {}): Promise<SiteReport> {
  const ignored = options.ignoredRoutes ?? DEFAULT_IGNORED_ROUTES;
  const files = await listBuiltFiles(dist);
  const problems: SiteProblem[] = [];

  for (const id of Object.keys(catalogue.docs).sort()) {
    const route = routeOf(catalogue, id);
    if (builtFileFor(route, files) === undefined) problems.push(siteError('missing-page', `no built page for ${route}`, { docId: id, path: ['docs', id] }));
  }

  problems.push(...(await missingRedirects(catalogue, dist, files)));

  const htmlFiles = [...files].filter((file) => file.endsWith('.html')).sort();
  for (const file of htmlFiles) {
    const route = routeOfBuiltFile(file);
    if (!isDocsHref(route) || idOfRoute(catalogue, route) !== undefined || isHomeAlias(catalogue, route)) continue;
    if (!ignored.some((prefix) => route.startsWith(prefix))) problems.push(siteError('unknown-page', `${route} is no catalogue page`, { file, path: [] }));
  }

  for (const [sidebar, items] of Object.entries(catalogue.sidebars)) {
    for (const { item } of walkSidebar(items)) {
      const href = item.type === 'html' ? undefined : item.href;
      if (href === undefined || isExternalHref(href) || !href.startsWith('/')) continue;
      const pathname = new URL(href, ORIGIN).pathname;
      if (builtFileFor(pathname, files) === undefined)
        problems.push(
          siteError('broken-sidebar-href', `"${'label' in item ? item.label : ''}" in ${sidebar} points at ${href}, which has no built file`, {
            path: ['sidebars', sidebar],
          }),
        );
    }
  }

  // Many pages share the same links (the sidebar is on every page): resolve each path once.
  const resolved = new Map<string, boolean>();
  let links = 0;
  const linkProblems: SiteProblem[] = [];
  await readEach(htmlFiles, dist, (file, html) => {
    const route = routeOfBuiltFile(file);
    for (const { href, text } of linksOf(html)) {
      links++;
      const trimmed = href.trim();
      const scheme = schemeOf(trimmed);
      if (scheme !== undefined && UNSAFE_SCHEMES.has(scheme)) {
        linkProblems.push(siteError('unsafe-link', `the link ${linkQuote(href, text)} uses the scheme ${scheme}, which is not allowed`, { file, path: [] }));
        continue;
      }
      if (trimmed === '' || trimmed.startsWith('#') || isExternalHref(trimmed)) continue;
      let url: URL;
      try {
        url = new URL(trimmed, `${ORIGIN}${route}`);
      } catch {
        linkProblems.push(siteError('broken-link', `the link ${linkQuote(href, text)} leads to no built file`, { file, path: [] }));
        continue;
      }
      let ok = resolved.get(url.pathname);
      if (ok === undefined) {
        ok = builtFileFor(url.pathname, files) !== undefined;
        resolved.set(url.pathname, ok);
      }
      if (!ok) linkProblems.push(siteError('broken-link', `the link ${linkQuote(href, text)} leads to no built file`, { file, path: [] }));
    }
  });
  // Workers finish in any order; report pages in file order.
  linkProblems.sort((a, b) => a.file!.localeCompare(b.file!));
  return { htmlFiles: htmlFiles.length, links, problems: [...problems, ...linkProblems] };
}
