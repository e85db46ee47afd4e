/** Reading parsed sidebars: every item depth first, and the doc ids they point at. */
import type { ProblemPath } from '../problem.js';
import type { ParsedItem, ParsedSidebars } from './parse.js';

export type ItemVisit = { sidebar: string; item: ParsedItem };

/** Every item, depth first, a category before its items (those of an unusable category included). */
export function* walkParsedSidebars(parsed: ParsedSidebars): Generator<ItemVisit> {
  for (const { name, items } of parsed.sidebars) yield* walkItems(name, items);
}

function* walkItems(sidebar: string, items: readonly ParsedItem[]): Generator<ItemVisit> {
  for (const item of items) {
    yield { sidebar, item };
    if (item.type === 'category' || item.type === 'invalid') yield* walkItems(sidebar, item.items);
  }
}

/** A doc id a sidebar lists, and where: a bare id, a doc item's `id`, or a category's `link.id`. */
export type DocReference = { id: string; sidebar: string; path: ProblemPath };

/** The doc ids the sidebars point at, in reading order: bare ids, doc items and categories' own pages. */
export function docReferences(parsed: ParsedSidebars): DocReference[] {
  const references: DocReference[] = [];
  for (const { sidebar, item } of walkParsedSidebars(parsed)) {
    if (item.type === 'doc') references.push({ id: item.id, sidebar, path: item.shorthand ? item.path : [...item.path, 'id'] });
    else if (item.type === 'category' && item.link) references.push({ id: item.link.id, sidebar, path: [...item.path, 'link', 'id'] });
  }
  return references;
}
