/** "Did you mean …": the known names closest to an unknown one, by edit distance. */
import { distance } from 'fastest-levenshtein';

const lastSegment = (text: string) => text.slice(text.lastIndexOf('/') + 1);

/**
 * The closest candidates by edit distance, best first. A candidate also counts as close when its
 * last segment matches the query's (`render-media` finds `renderer/render-media`).
 */
export function suggestions(query: string, candidates: Iterable<string>, limit = 3): string[] {
  const wanted = query.toLowerCase();
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

/** `did you mean "a" or "b"?` for the closest candidates (at most `limit`), or undefined when none is close. */
export function didYouMean(query: string, candidates: Iterable<string>, limit?: number): string | undefined {
  const quoted = suggestions(query, candidates, limit).map((candidate) => `"${candidate}"`);
  if (quoted.length === 0) return undefined;
  return `did you mean ${quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`}?`;
}

/** `; did you mean "a"?` to end a message with, or nothing when no candidate is close. */
export function didYouMeanSuffix(query: string, candidates: Iterable<string>, limit?: number): string {
  const hint = didYouMean(query, candidates, limit);
  return hint ? `; ${hint}` : '';
}
