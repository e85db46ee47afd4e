/**
 * The site's catalogue: one live loader per content folder for the whole process. A build reads it
 * once; in dev, the watcher (`src/integrations/catalogue-watch.ts`) reports each changed file and the
 * next read loads just those again.
 */
import { hasErrors, type CatalogueCode, type Problem } from '@docs/catalogue';
import { createCatalogueLoader, type CatalogueLoader, type LoadResult } from '@docs/catalogue/node';
import { timed } from './build-timing.js';
import { CatalogueError } from './problems.js';
import { sitePageProblems, type SiteRuleCode } from './site-rules.js';

/** A loaded catalogue with the site's own problems added to the catalogue's. */
export type SiteLoadResult = Omit<LoadResult, 'problems'> & { problems: Problem<CatalogueCode | SiteRuleCode>[] };

type Live = { loader: CatalogueLoader; current?: Promise<SiteLoadResult> };

// On globalThis: the dev server's config and its page modules each run their own copy of this module.
const LIVE = Symbol.for('@docs/site:live-catalogues');

function liveOf(dir: string): Live {
  const store = ((globalThis as { [LIVE]?: Map<string, Live> })[LIVE] ??= new Map());
  let live = store.get(dir);
  if (!live) {
    live = { loader: createCatalogueLoader(dir) };
    store.set(dir, live);
  }
  return live;
}

/** The catalogue's own problems, then the site's (`site-rules.ts`). */
function withSiteRules(loaded: LoadResult): SiteLoadResult {
  const problems = sitePageProblems(loaded.pages);
  return problems.length === 0 ? loaded : { ...loaded, problems: [...loaded.problems, ...problems] };
}

/** The catalogue as its files are now, problems included: never throws for a problem in the files. */
export function readSiteCatalogue(dir: string): Promise<SiteLoadResult> {
  const live = liveOf(dir);
  live.current ??= timed('catalogue: load and validate', async () => withSiteRules(await live.loader.load()));
  return live.current;
}

/** The catalogue for the pages: one with errors is refused with a CatalogueError listing every problem. */
export async function loadSiteCatalogue(dir: string): Promise<SiteLoadResult> {
  const result = await readSiteCatalogue(dir);
  if (hasErrors(result.problems)) throw new CatalogueError(result.problems, dir);
  return result;
}

/** A file or folder of the catalogue changed: the next read loads it again. */
export function invalidateSiteCatalogue(dir: string, changedPath: string): void {
  const live = liveOf(dir);
  live.loader.invalidate(changedPath);
  live.current = undefined;
}

export function warningsOf(result: SiteLoadResult): Problem[] {
  return result.problems.filter((problem) => problem.severity === 'warning');
}
