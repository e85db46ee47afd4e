/** Which changes under the content folder are changes of the catalogue. */
import path from 'node:path';

export type WatchEvent = 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';

/** True for sidebars.yaml, version.yaml, a page file under docs/ (.md, or .mdx, which the site reports as an error), and a folder of pages added or removed. */
export function isCatalogueChange(contentDir: string, event: WatchEvent, changedPath: string): boolean {
  const relative = path.relative(contentDir, changedPath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  if (relative === '') return event === 'unlinkDir' || event === 'addDir';
  if (relative === 'sidebars.yaml' || relative === 'version.yaml') return true;
  if (relative !== 'docs' && !relative.startsWith(`docs${path.sep}`)) return false;
  return event === 'addDir' || event === 'unlinkDir' ? true : /\.mdx?$/.test(relative);
}
