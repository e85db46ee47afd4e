/**
 * "Edit this page": an absolute URL to a page's source file in the repository, built from one
 * base — the `repository` field of the site's package.json (a fork changes it), unless the config's
 * `editUrl` (or `DOCS_EDIT_URL`) replaces the whole base (`…/edit/main/apps/site/`).
 */
import path from 'node:path';

export type Repository = string | { url?: string; directory?: string } | undefined;

/** `git+https://github.com/o/r.git`, `github:o/r` and `o/r` all become `https://github.com/o/r`. */
function webUrlOf(url: string): string {
  const trimmed = url
    .trim()
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(trimmed);
  return shorthand ? `https://github.com/${shorthand[1]}` : trimmed;
}

/** The URL the site's own folder is edited at, ending in `/`, or undefined when nothing is set. */
export function editBaseOf(repository: Repository, override?: string): string | undefined {
  if (override !== undefined && override.trim() !== '') return override.trim().replace(/\/*$/, '/');
  const url = typeof repository === 'string' ? repository : repository?.url;
  if (url === undefined || url.trim() === '') return undefined;
  const directory = typeof repository === 'object' ? (repository.directory ?? '').replace(/^\/+|\/+$/g, '') : '';
  return `${webUrlOf(url)}/edit/main/${directory === '' ? '' : `${directory}/`}`;
}

/** The edit URL of a file inside the site's folder; undefined without a base or for a file outside it. */
export function editUrlOf(base: string | undefined, siteRoot: string, file: string): string | undefined {
  if (base === undefined) return undefined;
  const relative = path.relative(siteRoot, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return base + relative.split(path.sep).map(encodeURIComponent).join('/');
}
