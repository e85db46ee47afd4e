/**
 * Where the catalogue lives. The default is the repo's `src/content`; `DOCS_CONTENT_DIR` points a
 * build at another catalogue (a fixture, or a scaled copy for benchmarks). Relative values are read
 * from the site's own folder, so the result does not depend on the caller's working directory.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function resolveContentDir(value: string | undefined = process.env.DOCS_CONTENT_DIR, siteRoot = SITE_ROOT): string {
  if (value === undefined || value.trim() === '') return path.join(siteRoot, 'src', 'content');
  return path.resolve(siteRoot, value);
}
