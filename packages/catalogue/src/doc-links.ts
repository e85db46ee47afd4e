/**
 * Where a link written in a page body leads. Writers may name a page by its route (`/docs/render`,
 * `/docs/player/`), by its id as a path (`/docs/player/index`) or by its file (`./render.md`); every
 * form resolves to the page's canonical route, so there is one address per page.
 */
import { canonicalDocsHref, idOfPageFile, isDocsHref, pathBelowDocs } from './routes.js';
import type { Catalogue } from './schema.js';
import { idOfRoute, routeOf } from './tree.js';
import { isExternalHref } from './urls.js';

/** What a body link may point at besides pages: routes the site generates (category pages). */
export type DocHrefOptions = { extraHrefs?: ReadonlySet<string> };

function splitSuffix(href: string): [string, string] {
  const cut = href.search(/[?#]/);
  return cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
}

/** A page file's path (relative, `./` or `../`) resolved against the linking file; both below the docs folder. */
function fileBelowDocs(target: string, fromFile: string): string {
  // A URL resolves `.` and `..` segments without touching the file system.
  const base = new URL(`https://docs.invalid/${fromFile.replaceAll('\\', '/')}`);
  return decodeURIComponent(new URL(target, base).pathname.slice(1));
}

/**
 * The canonical href of a body link in the page file `fromFile` (its path below the docs folder),
 * `undefined` when it names no page, `null` when it is not a docs link (external, a fragment, a file
 * published beside the pages).
 */
export function resolveDocHref(catalogue: Catalogue, href: string, fromFile: string, options: DocHrefOptions = {}): string | undefined | null {
  if (href === '' || href.startsWith('#') || isExternalHref(href)) return null;
  const [target, suffix] = splitSuffix(href);
  if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
    const id = idOfPageFile(fileBelowDocs(target, fromFile));
    return catalogue.docs[id] ? `${routeOf(catalogue, id)}${suffix}` : undefined;
  }
  if (!isDocsHref(target)) return null;
  const below = pathBelowDocs(target);
  // A page's Markdown twin (`/docs/<id>.md`): fine when the id exists.
  if (below.endsWith('.md')) return catalogue.docs[below.slice(0, -'.md'.length)] ? href : undefined;
  // Other files published next to the pages (`/docs/catalogue.json`) are not pages.
  if (/\.[a-z]+$/i.test(target)) return null;
  const id = idOfRoute(catalogue, target) ?? (catalogue.docs[below] ? below : undefined);
  if (id !== undefined) return `${routeOf(catalogue, id)}${suffix}`;
  const canonical = canonicalDocsHref(target);
  return options.extraHrefs?.has(canonical) ? `${canonical}${suffix}` : undefined;
}
