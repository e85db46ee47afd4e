/** The files of a built site, and which of them a URL path is served from. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dist`, as a `/`-separated path relative to it. */
export async function listBuiltFiles(dist: string): Promise<Set<string>> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (entry.isFile()) files.add(path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files;
}

/**
 * The built file a static host serves for a URL path: the file itself, or the `index.html` of a
 * directory (`/docs/x/`, and `/docs/x` which hosts redirect to it), or `x.html` (Astro's "file" format).
 */
export function builtFileFor(pathname: string, files: ReadonlySet<string>): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = decoded.replace(/^\/+/, '');
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`, `${relative}.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** The URL path a built HTML file is served at: `docs/x/index.html` → `/docs/x/`, `docs/x.html` → `/docs/x`. */
export function routeOfBuiltFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}
