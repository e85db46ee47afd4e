/** Pagefind's search index of a built site, written to `<site>/pagefind` by Pagefind's own command. */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { runNode } from './steps.js';

/** The index's folder in the output (Pagefind's default). */
export const SEARCH_INDEX_DIR = 'pagefind';

/** Indexes every page of `siteDir` (its `data-pagefind-*` marks say what) into its folder `outputSubdir`, replacing any index there. */
export async function indexSearch(siteRoot: string, siteDir: string, outputSubdir = SEARCH_INDEX_DIR): Promise<void> {
  // Pagefind's package exports no package.json: its folder is read as the site's node_modules links it.
  const packageDir = realpathSync(path.join(siteRoot, 'node_modules', 'pagefind'));
  const { bin } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { bin: string };
  await runNode('Pagefind', [path.join(packageDir, bin), '--site', siteDir, '--output-subdir', outputSubdir], siteRoot);
}
