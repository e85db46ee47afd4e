/** The whole site built again: Astro renders every page, then Pagefind indexes them. */
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { indexSearch } from './search-index.js';
import { runStep } from './steps.js';

export async function fullBuild(config: SiteConfig, outDir: string): Promise<void> {
  const astro = path.join(config.siteRoot, 'node_modules', 'astro', 'astro.js');
  // A larger young generation: the build makes many short-lived objects, and this saved 2.5 to 3 s of
  // CPU (garbage collection). A heap let grow by half its live size at most, not V8's up to four
  // times: at 10,000 pages the main thread's heap stayed near 415 MB rather than reaching 840 MB
  // (200 MB of it live); it costs about 1 s of CPU at 1× (three paired cold builds).
  const v8Flags = ['--max-semi-space-size=64', '--heap-growing-percent=50'];
  await runStep('astro build', process.execPath, [...v8Flags, astro, 'build', '--outDir', outDir], config.siteRoot);
  await indexSearch(config, outDir);
}
