/**
 * Computes something once per catalogue and keeps it while the catalogue lives. Per-page helpers
 * use it for lookups that would otherwise walk every sidebar for every page (quadratic builds).
 */
import type { Catalogue } from '@docs/catalogue';

export function oncePerCatalogue<T>(compute: (catalogue: Catalogue) => T): (catalogue: Catalogue) => T {
  const cache = new WeakMap<Catalogue, T>();
  return (catalogue) => {
    if (!cache.has(catalogue)) cache.set(catalogue, compute(catalogue));
    return cache.get(catalogue)!;
  };
}
