/**
 * The search behind the MCP server's `search_docs`: a MiniSearch index over each page's title, API
 * export names, id, description, option names and body text, built from plain data (no file
 * system), so it is tested on its own. Export names weigh most, as a title does on the site, so
 * `renderMedia`, `<Player>` and `spring()` find their page first.
 */
import MiniSearch, { type SearchResult } from 'minisearch';

/** What the index knows of one page. */
export type SearchDoc = {
  id: string;
  title: string;
  description: string;
  /** The exports the page documents (`renderMedia`, `Player`, `Series.Sequence`). */
  apiNames: readonly string[];
  /** The option, prop and parameter names of the page's reference (`codec`, `inputProps`). */
  optionNames: readonly string[];
  /** The page's Markdown body. */
  body: string;
  /** How much more this page counts than others (guides over API pages for questions); 1 when absent. */
  boost?: number;
};

export type SearchHit = { id: string; title: string; score: number; excerpt: string };

export type SearchIndex = { search(query: string, limit?: number): SearchHit[] };

/** Words a question is made of that say nothing about which page answers it. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from get how i in into is it its me my of on or should the this to use using what when where which why with you your want make way remotion'.split(
    ' ',
  ),
);

/** `renderMediaOnLambda` → `render`, `media`, `on`, `lambda`; numbers and acronyms stay whole. */
function camelParts(word: string): string[] {
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter((part) => part.length > 0);
}

/** Words and identifiers, each identifier also as its camelCase parts (`renderMediaOnLambda` → also `render`, `media`, `lambda`). */
export function tokenize(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}_$]+/gu) ?? [];
  return words.flatMap((word) => {
    const parts = camelParts(word);
    return parts.length > 1 ? [word, ...parts] : [word];
  });
}

/** Identifiers whole: an export name matches only as itself, so `spring` does not find `measureSpring` by its name. */
function tokenizeWhole(text: string): string[] {
  return text.match(/[\p{L}\p{N}_$]+/gu) ?? [];
}

/** Endings folded so a question's words meet the page's (`animating`, `animation`, `animate` → `anim`), longest first; a stem keeps at least 3 letters. */
const SUFFIXES = ['ations', 'ating', 'ation', 'ated', 'ate', 'ings', 'ing', 'ions', 'ion', 'es', 'ed', 's', 'e'];

/** Lower case, stop words dropped, endings folded (a crude stemmer: both the index and the query go through it). */
function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  if (lower.endsWith('ss')) return lower;
  const suffix = SUFFIXES.find((ending) => lower.endsWith(ending) && lower.length - ending.length >= 3);
  return suffix ? lower.slice(0, -suffix.length) : lower;
}

/** Body text to search and quote: no code fences' markers, HTML tags, link targets or admonition fences. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/^```.*$/gm, '')
    .replace(/^:::.*$/gm, '')
    .replace(/<[^>\n]+>/g, (tag) => (/^<[A-Z]/.test(tag) ? tag : ' '))
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#+\s*/gm, '')
    .replace(/[*_]{2,}/g, '');
}

const EXCERPT_LENGTH = 220;

/** The body passage that holds the most of the query's words, cut to about 220 characters; else the description. */
function excerptOf(doc: Pick<SearchDoc, 'body' | 'description'>, queryTerms: readonly string[]): string {
  const terms = [...new Set(queryTerms.map((term) => term.toLowerCase()))];
  const passages = plainText(doc.body)
    .split(/\n\s*\n/)
    .map((passage) => passage.replace(/\s+/g, ' ').trim())
    .filter((passage) => passage.length > 0);
  let best: { passage: string; count: number; at: number } | undefined;
  for (const passage of passages) {
    const lower = passage.toLowerCase();
    const found = terms.filter((term) => lower.includes(term));
    if (found.length === 0 || (best && found.length <= best.count)) continue;
    best = { passage, count: found.length, at: Math.min(...found.map((term) => lower.indexOf(term))) };
  }
  if (!best) return doc.description;
  const { passage, at } = best;
  if (passage.length <= EXCERPT_LENGTH) return passage;
  const start = Math.max(0, Math.min(at - 60, passage.length - EXCERPT_LENGTH));
  const cut = passage.slice(start, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${cut.trim()}${start + EXCERPT_LENGTH < passage.length ? '…' : ''}`;
}

/** Field weights: an export name or title match outranks any number of body matches. */
export const BOOST = { apiNames: 10, title: 6, apiParts: 2, idWords: 3, description: 4, headings: 3, optionNames: 1, text: 1 };

/** The `#` headings of a Markdown body, outside code fences. */
function headingsOf(markdown: string): string[] {
  let fenced = false;
  const headings: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6}\s/.test(line)) headings.push(line.replace(/^#+\s*/, ''));
  }
  return headings;
}

export function buildSearchIndex(docs: readonly SearchDoc[], boost: Partial<Record<keyof typeof BOOST, number>> = {}): SearchIndex {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const summaries = new Map<string, Summary>(
    docs.map((doc) => [
      doc.id,
      {
        titleTerms: termsOf(`${doc.title} ${doc.id.replace(/[/-]/g, ' ')}`),
        pairs: pairsOf([doc.title, doc.description, ...headingsOf(doc.body)].join('\n')),
        apiNames: new Set(
          doc.apiNames
            .flatMap(tokenizeWhole)
            .map(normalizeTerm)
            .filter((term): term is string => term !== null),
        ),
      },
    ]),
  );
  const mini = new MiniSearch<SearchDoc>({
    idField: 'id',
    fields: ['apiNames', 'apiParts', 'title', 'idWords', 'description', 'headings', 'optionNames', 'text'],
    extractField: (doc, field) => {
      if (field === 'apiNames' || field === 'apiParts') return doc.apiNames.join(' ');
      if (field === 'optionNames') return doc.optionNames.join(' ');
      if (field === 'text') return plainText(doc.body);
      if (field === 'headings') return headingsOf(doc.body).join('\n');
      if (field === 'idWords') return doc.id.replace(/[/-]/g, ' ');
      return (doc as Record<string, unknown>)[field] as string;
    },
    tokenize: (text, field) => (field === 'apiNames' ? tokenizeWhole(text) : tokenize(text)),
    processTerm: normalizeTerm,
    searchOptions: {
      boost: { ...BOOST, ...boost },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      combineWith: 'OR',
    },
  });
  mini.addAll(docs);
  return {
    search(query, limit = 10) {
      const queryWords = tokenize(query)
        .map(normalizeTerm)
        .filter((term): term is string => term !== null);
      const wanted = new Set(queryWords);
      // A question favours guides; an API name (`<Player>`, `renderMedia`, one word) weighs every page alike.
      const question = wanted.size > 1 && !looksLikeCode(query);
      const results: SearchResult[] = mini.search(query, question ? { boostDocument: (id) => byId.get(String(id))?.boost ?? 1 } : {});
      return rank(results, [...wanted], pairsOf(query), (id) => summaries.get(id)!)
        .slice(0, limit)
        .map((result) => {
          const doc = byId.get(String(result.id))!;
          return { id: doc.id, title: doc.title, score: Math.round(result.score * 100) / 100, excerpt: excerptOf(doc, [...result.terms, ...queryWords]) };
        });
    },
  };
}

/** `<Player>`, `spring()`, `Series.Sequence`, `renderMedia`: written as code, not as a question. */
export function looksLikeCode(query: string): boolean {
  return /[<>()]|\w\.\w|[a-z][A-Z]/.test(query);
}

/** A text's words as the index holds them. */
function termsOf(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map(normalizeTerm)
      .filter((term): term is string => term !== null),
  );
}

/** Neighbouring words (`frame rate`, `public folder`), with stop words dropped, as `a b`. */
function pairsOf(text: string): Set<string> {
  const terms = tokenizeWhole(text)
    .flatMap((word) => camelParts(word))
    .map(normalizeTerm)
    .filter((term): term is string => term !== null);
  return new Set(terms.slice(1).map((term, i) => `${terms[i]} ${term}`));
}

/** What the ranking reads of a page besides MiniSearch's score: its title's words, the word pairs of its title, description and headings, and its export names as whole words. */
type Summary = { titleTerms: Set<string>; pairs: Set<string>; apiNames: Set<string> };

/**
 * MiniSearch's score, times the share of the question's words the page matched, so a page
 * answering the whole question wins; times one plus the share its title and id hold; and times one
 * plus half the question's word pairs (`frame rate`) its title, description or headings hold; and
 * doubled when a word of the question is one of its export names, whole (`with a spring` names
 * `spring()`, not `measureSpring()`), as the site's search lifts the page whose title is the query.
 */
function rank(results: SearchResult[], wanted: readonly string[], queryPairs: Set<string>, summaryOf: (id: string) => Summary): SearchResult[] {
  if (wanted.length <= 1) return results;
  return results
    .map((result) => {
      const coverage = Math.min(result.queryTerms.length, wanted.length) / wanted.length;
      const summary = summaryOf(String(result.id));
      const inTitle = wanted.filter((term) => summary.titleTerms.has(term)).length / wanted.length;
      const pairs = [...queryPairs].filter((pair) => summary.pairs.has(pair)).length;
      const named = wanted.some((term) => summary.apiNames.has(term)) ? 2 : 1;
      return { ...result, score: result.score * coverage * (1 + inTitle) * (1 + pairs) * named };
    })
    .sort((a, b) => b.score - a.score);
}
