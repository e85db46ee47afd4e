/**
 * The search index is made in parts of a bounded number of pages. Pagefind holds the whole index it
 * is making in memory, about 260 KB per page of ours, so one index over 10,000 pages took 2.4 GB; a
 * part's index takes what its pages take, whatever the site's size. The reader's browser merges the
 * parts (Pagefind's `mergeIndex`, which shares the first part's WebAssembly): a site of up to
 * `PAGES_PER_PART` pages has one part, `/pagefind/`, as before.
 */

/** Pages per part: about 650 MB of Pagefind's memory. */
export const PAGES_PER_PART = 2500;

/** The file in the output that lists the parts' URLs, first part first, for the search script. */
export const SEARCH_PARTS_FILE = 'search-parts.json';

export type SearchPart = {
  /** The part's folder in the output: `pagefind`, then `pagefind-2`, `pagefind-3`, … */
  dir: string;
  /** Where the browser finds it: `/pagefind/`, `/pagefind-2/`, … */
  url: string;
  /** The HTML files it indexes, relative to the output folder, with `/` between folders. */
  pages: string[];
};

/** The folder of the part numbered `number` (from 1). */
export const searchPartDir = (number: number) => (number === 1 ? 'pagefind' : `pagefind-${number}`);

/**
 * `pages` (HTML files relative to the output) shared out one by one, in sorted order, over as few
 * parts as hold them: every part gets a like mix of the site, so the scores Pagefind gives in one
 * part compare with another's when the browser merges their results.
 */
export function searchParts(pages: readonly string[], pagesPerPart = PAGES_PER_PART): SearchPart[] {
  if (!Number.isInteger(pagesPerPart) || pagesPerPart < 1) throw new Error(`pages per search part must be a whole number ≥ 1, not ${pagesPerPart}`);
  const count = Math.max(1, Math.ceil(pages.length / pagesPerPart));
  const parts: SearchPart[] = Array.from({ length: count }, (_, index) => ({
    dir: searchPartDir(index + 1),
    url: `/${searchPartDir(index + 1)}/`,
    pages: [],
  }));
  const sorted = [...pages].sort();
  for (const [index, page] of sorted.entries()) parts[index % count]!.pages.push(page);
  return parts;
}
