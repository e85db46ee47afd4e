/** Walking the authoring config with exact paths, so every problem can point at its item. */
import type { ProblemPath } from './schema.js';
import { isRecord } from './guards.js';

export type ConfigVisit = {
  sidebar: string;
  item: unknown;
  path: ProblemPath;
  /** Labels of the enclosing categories, outermost first. */
  trail: string[];
};

export type DocReference = { id: string; sidebar: string; path: ProblemPath; trail: string[] };

export function* walkConfig(config: Record<string, unknown>): Generator<ConfigVisit> {
  for (const [sidebar, items] of Object.entries(config)) {
    if (Array.isArray(items)) yield* walkItems(sidebar, items, ['sidebars', sidebar], []);
  }
}

function* walkItems(sidebar: string, items: unknown[], base: ProblemPath, trail: string[]): Generator<ConfigVisit> {
  for (const [index, item] of items.entries()) {
    const path = [...base, index];
    yield { sidebar, item, path, trail };
    if (isRecord(item) && item.type === 'category' && Array.isArray(item.items)) {
      const label = typeof item.label === 'string' ? item.label : '';
      yield* walkItems(sidebar, item.items, [...path, 'items'], [...trail, label]);
    }
  }
}

/** The doc ids an item points at: a bare id, a doc item, or a category's own page. */
export function docReferencesOf(visit: ConfigVisit): DocReference[] {
  const { item, sidebar, path, trail } = visit;
  if (typeof item === 'string') return [{ id: item, sidebar, path, trail }];
  if (!isRecord(item)) return [];
  if ((item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string') {
    return [{ id: item.id, sidebar, path: [...path, 'id'], trail }];
  }
  if (item.type === 'category' && isRecord(item.link) && typeof item.link.id === 'string') {
    const label = typeof item.label === 'string' ? item.label : '';
    return [{ id: item.link.id, sidebar, path: [...path, 'link', 'id'], trail: [...trail, label] }];
  }
  return [];
}

export function allDocReferences(config: Record<string, unknown>): DocReference[] {
  const references: DocReference[] = [];
  for (const visit of walkConfig(config)) references.push(...docReferencesOf(visit));
  return references;
}
