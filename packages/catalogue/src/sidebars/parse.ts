/**
 * Sidebars, stage 1: the config as read (untrusted YAML data) → typed items, each with its path in
 * the file. Every item is checked against its schema here and nowhere else; doc references, the
 * sidebar rules and normalizing read only the typed items.
 */
import type { z } from 'zod';
import { isRecord } from '../guards.js';
import { explainIssues, showValue, valueAt } from '../issues.js';
import type { ProblemPath } from '../problem.js';
import { didYouMeanSuffix } from '../suggest.js';
import {
  ConfigCategoryItemSchema,
  ConfigDocItemSchema,
  ConfigHtmlItemSchema,
  ConfigLinkItemSchema,
  type ConfigCategoryItem,
  type ConfigDocItem,
  type ConfigHtmlItem,
  type ConfigLinkItem,
} from './config.js';

type Located = { path: ProblemPath };

/** A doc item; `shorthand` when it is written as a bare id (its path is then the id's own). */
export type ParsedDoc = ConfigDocItem & Located & { shorthand: boolean };
export type ParsedLink = ConfigLinkItem & Located;
export type ParsedHtml = ConfigHtmlItem & Located;
export type ParsedCategory = Omit<ConfigCategoryItem, 'items'> & Located & { items: ParsedItem[] };
/** An item that no schema accepts, reported once; an unusable category's items are still parsed, so their problems are reported too. */
export type InvalidItem = Located & { type: 'invalid'; items: ParsedItem[] };
export type ParsedItem = ParsedDoc | ParsedLink | ParsedHtml | ParsedCategory | InvalidItem;

export type ParsedSidebar = { name: string; items: ParsedItem[] };

/** What the schemas refused: where, and why. */
export type SchemaIssue = { path: ProblemPath; message: string };

export type ParsedSidebars = {
  /** In the config's order. */
  sidebars: ParsedSidebar[];
  /** The config, or a sidebar, that has the wrong shape (rule `sidebars-schema`). */
  configIssues: SchemaIssue[];
  /** Items that break their schema, in the order of the file (rule `sidebar-item-schema`). */
  itemIssues: SchemaIssue[];
};

const ITEM_SCHEMAS = { doc: ConfigDocItemSchema, link: ConfigLinkItemSchema, html: ConfigHtmlItemSchema, category: ConfigCategoryItemSchema } as const;
const ITEM_TYPES = Object.keys(ITEM_SCHEMAS);

/** Own keys only: a type named like an Object.prototype member is no item type. */
const isItemType = (type: unknown): type is keyof typeof ITEM_SCHEMAS => typeof type === 'string' && Object.hasOwn(ITEM_SCHEMAS, type);

/** Why an item that is neither a doc id nor an object with a known type is refused, naming what was found. */
function unknownItemMessage(item: unknown): string {
  const expected = 'an item must be a doc id or an object with type doc, link, html or category';
  if (!isRecord(item)) return `${expected}; found ${showValue(item)}`;
  if (!Object.hasOwn(item, 'type')) return `${expected}; this object has no type (keys: ${Object.keys(item).join(', ') || 'none'})`;
  if (typeof item.type !== 'string') return `${expected}; found type ${showValue(item.type)}`;
  return `unknown item type "${item.type}"${didYouMeanSuffix(item.type, ITEM_TYPES)}; ${expected}`;
}

type ItemSchema = (typeof ITEM_SCHEMAS)[keyof typeof ITEM_SCHEMAS];
type Issue = z.core.$ZodIssue;

/** An empty or too long label is still a label: the item is read with it, and the limit reported. */
const isLimit = (issue: Issue) => issue.code === 'too_small' || issue.code === 'too_big';

/** A copy of the item without what its schema refused: unknown keys (a category link's included), and fields of the wrong type or value. */
function withoutRefused(item: Record<string, unknown>, issues: readonly Issue[]): Record<string, unknown> {
  const kept = structuredClone(item);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const owner = valueAt(kept, issue.path);
      if (isRecord(owner)) for (const key of issue.keys) delete owner[key];
    } else if (!isLimit(issue) && issue.path.length > 0) delete kept[String(issue.path[0])];
  }
  return kept;
}

/**
 * The item as its schema reads it, its issues added to `issues`. An item with an unknown key, a
 * field of the wrong type or a label out of its limits is still read, without what was refused, so
 * that one mistake does not hide the item's other problems (a missing page, an unsafe href);
 * without a usable required field it is undefined.
 */
function checked<S extends ItemSchema>(schema: S, item: Record<string, unknown>, path: ProblemPath, issues: SchemaIssue[]): z.infer<S> | undefined {
  const result = schema.safeParse(item);
  if (result.success) return result.data as z.infer<S>;
  for (const line of explainIssues(result.error.issues, item, schema))
    issues.push({ path: [...path, ...line.path], message: `${String(item.type)} item ${line.message}` });
  const kept = withoutRefused(item, result.error.issues);
  const again = schema.safeParse(kept);
  if (again.success) return again.data as z.infer<S>;
  // Every field has its type; only a limit is broken, and that is reported above.
  return again.error.issues.every(isLimit) ? (kept as z.infer<S>) : undefined;
}

function parseItem(item: unknown, path: ProblemPath, issues: SchemaIssue[]): ParsedItem {
  if (typeof item === 'string') return { type: 'doc', id: item, path, shorthand: true };
  if (!isRecord(item) || !isItemType(item.type)) {
    issues.push({ path, message: unknownItemMessage(item) });
    return { type: 'invalid', path, items: [] };
  }
  switch (item.type) {
    case 'doc': {
      const doc = checked(ConfigDocItemSchema, item, path, issues);
      return doc ? { ...doc, path, shorthand: false } : { type: 'invalid', path, items: [] };
    }
    case 'link': {
      const link = checked(ConfigLinkItemSchema, item, path, issues);
      return link ? { ...link, path } : { type: 'invalid', path, items: [] };
    }
    case 'html': {
      const html = checked(ConfigHtmlItemSchema, item, path, issues);
      return html ? { ...html, path } : { type: 'invalid', path, items: [] };
    }
    case 'category': {
      const category = checked(ConfigCategoryItemSchema, item, path, issues);
      const items = Array.isArray(item.items) ? parseItems(item.items, [...path, 'items'], issues) : [];
      return category ? { ...category, items, path } : { type: 'invalid', path, items };
    }
  }
}

function parseItems(items: readonly unknown[], base: ProblemPath, issues: SchemaIssue[]): ParsedItem[] {
  return items.map((item, index) => parseItem(item, [...base, index], issues));
}

/** Reads a sidebars config: a map of sidebar name → list of items. Never throws; what does not fit is an issue. */
export function parseSidebars(config: unknown): ParsedSidebars {
  const parsed: ParsedSidebars = { sidebars: [], configIssues: [], itemIssues: [] };
  if (!isRecord(config)) {
    parsed.configIssues.push({
      path: ['sidebars'],
      message: `the sidebars config must be an object of sidebar name → list of items; found ${showValue(config)}`,
    });
    return parsed;
  }
  for (const [name, items] of Object.entries(config)) {
    if (!Array.isArray(items))
      parsed.configIssues.push({ path: ['sidebars', name], message: `the sidebar "${name}" must be a list of items; found ${showValue(items)}` });
    parsed.sidebars.push({ name, items: Array.isArray(items) ? parseItems(items, ['sidebars', name], parsed.itemIssues) : [] });
  }
  return parsed;
}
