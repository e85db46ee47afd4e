/** The body manifest: per sidebar and top-level category, which pages have a body and how many prose words. */
import { allDocsInReadingOrder, locateDoc } from '@docs/catalogue';
import { proseWordCount, type LoadResult } from '@docs/catalogue/node';

/** The prose length a page body is expected to reach. */
export const BODY_WORD_TARGET = 150;

/** Where a page without a sidebar, or outside any category, is grouped. */
export const NO_SIDEBAR = '(no sidebar)';
export const TOP_LEVEL = '(top level)';

export type PageWords = { id: string; words: number };
export type BodyCounts = { total: number; withBody: number; withoutBody: number; reachingTarget: number; words: number };
export type CategoryBodies = { sidebar: string; category: string; pages: PageWords[] } & BodyCounts;
export type BodyManifest = { target: number; categories: CategoryBodies[]; totals: BodyCounts };

function countsOf(pages: readonly PageWords[]): BodyCounts {
  const withBody = pages.filter((page) => page.words > 0).length;
  return {
    total: pages.length,
    withBody,
    withoutBody: pages.length - withBody,
    reachingTarget: pages.filter((page) => page.words >= BODY_WORD_TARGET).length,
    words: pages.reduce((sum, page) => sum + page.words, 0),
  };
}

/** The sidebar and top-level category a page is listed under. */
function groupOf(opened: LoadResult, id: string): { sidebar: string; category: string } {
  const location = locateDoc(opened.catalogue, id);
  if (!location) return { sidebar: NO_SIDEBAR, category: NO_SIDEBAR };
  const outermost = location.ancestors[0] ?? (location.item.type === 'category' ? location.item : undefined);
  return { sidebar: location.sidebar, category: outermost?.label ?? TOP_LEVEL };
}

/**
 * Every page except redirect stubs, grouped in sidebar reading order (pages in no sidebar, or
 * unlisted, come last, by id), with the prose words of its body.
 */
export function bodyManifest(opened: LoadResult): BodyManifest {
  const { catalogue } = opened;
  const bodies = new Map(opened.pages.map((page) => [page.id, page.body]));
  const groups = new Map<string, CategoryBodies>();
  for (const id of allDocsInReadingOrder(catalogue)) {
    const { sidebar, category } = groupOf(opened, id);
    const key = JSON.stringify([sidebar, category]);
    const group = groups.get(key) ?? { sidebar, category, pages: [], ...countsOf([]) };
    group.pages.push({ id, words: proseWordCount(bodies.get(id) ?? '') });
    groups.set(key, group);
  }
  const categories = [...groups.values()]
    .map((group) => ({ ...group, ...countsOf(group.pages) }))
    .sort((a, b) => Number(a.sidebar === NO_SIDEBAR) - Number(b.sidebar === NO_SIDEBAR));
  return { target: BODY_WORD_TARGET, categories, totals: countsOf(categories.flatMap((group) => group.pages)) };
}
