/** "Did you mean …" for ids and sidebar names that do not exist. */
import type { Catalogue } from '@docs/catalogue';
import { distance } from 'fastest-levenshtein';
import { Failure } from './errors.js';
import { printable } from './io.js';

/**
 * The closest candidates by edit distance, best first. A candidate also counts as close when its
 * last segment matches the query's (`render-media` finds `renderer/render-media`).
 */
export function suggestions(query: string, candidates: Iterable<string>, limit = 3): string[] {
  const wanted = query.toLowerCase();
  const lastSegment = (text: string) => text.slice(text.lastIndexOf('/') + 1);
  const threshold = Math.max(2, Math.floor(wanted.length / 3));
  const scored: { candidate: string; score: number }[] = [];
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const score = Math.min(distance(wanted, lower), distance(lastSegment(wanted), lastSegment(lower)) + 1);
    if (score <= threshold) scored.push({ candidate, score });
  }
  scored.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
  // Once something is nearly right, farther names only distract.
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((entry) => entry.score <= best + 1)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/** `unknown page "x"; did you mean "a" or "b"?` — or a pointer to where the names are listed. */
export function unknownNameMessage(kind: string, name: string, candidates: Iterable<string>, listHint: string): string {
  const close = suggestions(name, candidates);
  const quoted = close.map((candidate) => `"${candidate}"`);
  const hint = quoted.length === 0 ? `; ${listHint}` : `; did you mean ${quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`}?`;
  return `unknown ${kind} "${name}"${hint}`;
}

/** A Failure naming the unknown page id, with the nearest ids. */
export function unknownPage(catalogue: Catalogue, id: string): Failure {
  return new Failure(unknownNameMessage('page id', printable(id), Object.keys(catalogue.docs), 'run `docs-catalogue list` to see every id'));
}

/** A Failure naming the unknown sidebar, with the nearest names (or all of them). */
export function unknownSidebar(catalogue: Catalogue, name: string): Failure {
  const names = Object.keys(catalogue.sidebars);
  return new Failure(unknownNameMessage('sidebar', printable(name), names, `the sidebars are ${names.join(', ') || '(none)'}`));
}
