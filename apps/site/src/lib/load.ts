/**
 * Loads the catalogue once per build process. Errors stop the build with every problem listed;
 * warnings are returned so the caller can print them.
 */
import { hasErrors, type Problem } from '@docs/catalogue';
import { loadCatalogue, type LoadResult } from '@docs/catalogue/node';
import { resolveContentDir } from './content-dir.js';
import { CatalogueError } from './problems.js';

const loads = new Map<string, Promise<LoadResult>>();

async function loadChecked(dir: string): Promise<LoadResult> {
  const result = await loadCatalogue(dir);
  if (hasErrors(result.problems)) throw new CatalogueError(result.problems);
  return result;
}

export function loadSiteCatalogue(dir: string = resolveContentDir()): Promise<LoadResult> {
  let pending = loads.get(dir);
  if (!pending) {
    pending = loadChecked(dir);
    loads.set(dir, pending);
  }
  return pending;
}

export function warningsOf(result: LoadResult): Problem[] {
  return result.problems.filter((problem) => problem.severity === 'warning');
}
