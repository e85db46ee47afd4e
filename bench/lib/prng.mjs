/**
 * A small seeded random source (mulberry32) and the draws the filler corpus needs. Each page gets
 * its own stream, seeded from a fixed number and a hash of its id, so its body never depends on
 * which other pages exist or in which order they are generated.
 */

/** The corpus seed; change it only to get a different (equally valid) corpus. */
export const CORPUS_SEED = 0x5eed2026;

/** FNV-1a, 32 bits: a stable hash of a string (the page id). */
export function hashString(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: uniform floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The draws used by the generators, over one stream. */
export function randomFor(id, seed = CORPUS_SEED) {
  const next = mulberry32((seed ^ hashString(id)) >>> 0);
  const random = {
    next,
    /** Integer in [min, max], both included. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** `count` distinct items of `list` (all of them when it is shorter). */
    sample: (list, count) => {
      const copy = [...list];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy.slice(0, count);
    },
    /** Log-normal around `median` (sigma on the log scale), clamped to [min, max] and rounded. */
    logNormal: (median, sigma, min, max) => {
      const gauss = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return Math.round(Math.min(max, Math.max(min, median * Math.exp(sigma * gauss))));
    },
  };
  return random;
}
