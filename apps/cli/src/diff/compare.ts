/**
 * Comparing two catalogues, old → new. Old URLs must keep working: a page that disappears needs a
 * redirect stub (the old id kept, with `movedTo` naming a real page of the new catalogue).
 */
import { locateDoc, routeOf, type Catalogue } from '@docs/catalogue';

export type PageRef = { id: string; title: string };
export type CatalogueDiff = {
  added: PageRef[];
  /** Gone from the new catalogue: its URL breaks. An error. */
  removed: (PageRef & { route: string })[];
  /** Turned into a redirect stub whose target is a real page. */
  stubbed: { id: string; movedTo: string }[];
  /** A stub whose target is missing or itself a stub: the old URL leads nowhere. An error. */
  brokenStubs: { id: string; movedTo: string; reason: string }[];
  movedSidebar: { id: string; from?: string; to?: string }[];
  /** Same sidebar, different enclosing categories. */
  movedCategory: { id: string; sidebar: string; from: string[]; to: string[] }[];
  retitled: { id: string; from: string; to: string }[];
};

/** Labels of the categories around a doc in its own sidebar. */
function trailOf(catalogue: Catalogue, id: string): string[] {
  return locateDoc(catalogue, id)?.ancestors.map((category) => category.label) ?? [];
}

function sameTrail(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((label, index) => label === b[index]);
}

function byId<T extends { id: string }>(a: T, b: T): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function diffCatalogues(before: Catalogue, after: Catalogue): CatalogueDiff {
  const result: CatalogueDiff = { added: [], removed: [], stubbed: [], brokenStubs: [], movedSidebar: [], movedCategory: [], retitled: [] };
  for (const doc of Object.values(after.docs)) {
    if (!before.docs[doc.id]) result.added.push({ id: doc.id, title: doc.title });
  }
  for (const old of Object.values(before.docs)) {
    const now = after.docs[old.id];
    if (!now) {
      result.removed.push({ id: old.id, title: old.title, route: routeOf(before, old.id) });
      continue;
    }
    if (now.movedTo !== undefined) {
      const target = after.docs[now.movedTo];
      if (!target) result.brokenStubs.push({ id: old.id, movedTo: now.movedTo, reason: 'no page has that id' });
      else if (target.movedTo !== undefined)
        result.brokenStubs.push({ id: old.id, movedTo: now.movedTo, reason: `it is itself a redirect stub to "${target.movedTo}"` });
      else if (old.movedTo !== now.movedTo) result.stubbed.push({ id: old.id, movedTo: now.movedTo });
      continue;
    }
    if (old.title !== now.title) result.retitled.push({ id: old.id, from: old.title, to: now.title });
    if (old.sidebar !== now.sidebar) {
      result.movedSidebar.push({
        id: old.id,
        ...(old.sidebar === undefined ? {} : { from: old.sidebar }),
        ...(now.sidebar === undefined ? {} : { to: now.sidebar }),
      });
    } else if (now.sidebar !== undefined) {
      const from = trailOf(before, old.id);
      const to = trailOf(after, old.id);
      if (!sameTrail(from, to)) result.movedCategory.push({ id: old.id, sidebar: now.sidebar, from, to });
    }
  }
  for (const list of Object.values(result)) list.sort(byId);
  return result;
}

export function diffErrorCount(diff: CatalogueDiff): number {
  return diff.removed.length + diff.brokenStubs.length;
}
