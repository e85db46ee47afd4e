/** What page bodies may link to, for the catalogue as its files are now: its pages and the generated category pages. */
import path from 'node:path';
import type { SiteLoadResult } from '../lib/load.js';
import { timed } from '../lib/build-timing.js';
import { readSiteCatalogue } from '../lib/load.js';
import type { DocLinksOptions } from './doc-links.js';
import { buildSiteModel } from '../lib/site-model.js';

const targets = new WeakMap<SiteLoadResult, DocLinksOptions>();

/** Read for each rendered body; a catalogue with errors still checks links against what it could build. */
export async function currentLinkTargets(contentDir: string): Promise<DocLinksOptions> {
  const loaded = await readSiteCatalogue(contentDir);
  let options = targets.get(loaded);
  if (!options) {
    const categoryHrefs = timed('site model: for body links', () => buildSiteModel(loaded.catalogue)).categoryPages.map((page) => page.href);
    options = { catalogue: loaded.catalogue, docsDir: path.join(contentDir, 'docs'), extraHrefs: new Set(categoryHrefs) };
    targets.set(loaded, options);
  }
  return options;
}
