/**
 * Re-ranking on top of Pagefind for API names. Pagefind scores words; a reader typing
 * `renderMedia`, `<Player>` or `spring()` wants the page whose title *is* that name, even when
 * other pages mention it more often. So: results whose title is the query, compared as code
 * (case, brackets, parentheses and spaces ignored), come first; among those, titles written as
 * code (`spring()`, `<Sequence>`) before prose titles of the same word, then shallower routes
 * (the general page before a product-specific copy). Next come pages whose generated API reference
 * lists an option, prop or flag of that name (`codec` → `renderMedia()`), function and component
 * pages first; everything else keeps Pagefind's order.
 */
import { nameKey } from '@docs/catalogue/navigation';

export type Ranked = { url: string; meta: Record<string, string | undefined> };

/** What Pagefind is asked: the words of the query, without the code punctuation it cannot index. */
export function pagefindQuery(query: string): string {
  return query
    .replace(/[<>(){}[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const looksLikeCode = (title: string) => /\(\)|^<.*>$/.test(title.trim());
const depthOf = (url: string) => url.split('/').filter(Boolean).length;

/** The option, prop and flag names a page's reference lists: Pagefind meta `options`, space-separated. */
const listsOption = (result: Ranked, key: string) => (result.meta.options ?? '').split(' ').some((name) => nameKey(name) === key);

/** The results that pass `test`, code-titled first, then shallower routes, then in Pagefind's order. */
function tier<T extends Ranked>(results: readonly T[], test: (result: T) => boolean): T[] {
  return results
    .map((result, index) => ({ result, index }))
    .filter(({ result }) => test(result))
    .sort((a, b) => {
      const code = Number(looksLikeCode(b.result.meta.title ?? '')) - Number(looksLikeCode(a.result.meta.title ?? ''));
      return code || depthOf(a.result.url) - depthOf(b.result.url) || a.index - b.index;
    })
    .map(({ result }) => result);
}

export function rankResults<T extends Ranked>(query: string, results: readonly T[]): T[] {
  const key = nameKey(query);
  if (key === '') return [...results];
  const exact = tier(results, (result) => nameKey(result.meta.title ?? '') === key);
  const rest = results.filter((result) => !exact.includes(result));
  const byOption = tier(rest, (result) => listsOption(result, key));
  return [...exact, ...byOption, ...rest.filter((result) => !byOption.includes(result))];
}
