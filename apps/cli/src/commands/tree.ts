/** `tree <sidebar>`: the sidebar as an indented tree, with each category's state and each item's markers. */
import { categoryKey, isExternalHref, markersOf, openCategoryKeys, sanitizeHtmlItem, type Catalogue, type SidebarItem } from '@docs/catalogue';
import { noteIfBroken, openCatalogue } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import { plural, printable, type Output, type Colors } from '../io.js';
import { positiveIntegerOption, stringOption } from '../options.js';
import { unknownPage, unknownSidebar } from '../suggest.js';

export type TreeOptions = {
  /** Levels to show; deeper items are summarised on their category's line. */
  depth?: number;
  /** Show open/closed state as it renders on this page (its ancestors open). */
  activeId?: string;
};

/** The visible text of an html item: its markup sanitized, then the tags dropped. */
function htmlText(value: string): string {
  const text = sanitizeHtmlItem(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? '(separator)' : text;
}

function markerTags(item: SidebarItem, c: Colors): string[] {
  const tags = markersOf(item.className).map((marker) =>
    marker.className === 'paid' ? c.yellow(`[${marker.className}]`) : c.magenta(`[${marker.className}]`),
  );
  if (item.type === 'link' && item.unlisted) tags.push(c.dim('[unlisted]'));
  if (item.type === 'link' && isExternalHref(item.href)) tags.push(c.cyan('[external]'));
  if (item.type === 'html') tags.push(c.dim('[html]'));
  return tags;
}

function countItems(items: readonly SidebarItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.type === 'category' ? countItems(item.items) : 0), 0);
}

export function renderTree(catalogue: Catalogue, sidebar: string, options: TreeOptions, c: Colors): string[] {
  const open = openCategoryKeys(catalogue, sidebar, options.activeId);
  const lines: string[] = [];
  const visit = (items: readonly SidebarItem[], path: number[]) => {
    for (const [index, item] of items.entries()) {
      const itemPath = [...path, index];
      const indent = '  '.repeat(path.length);
      const tags = markerTags(item, c);
      const suffix = tags.length ? ` ${tags.join(' ')}` : '';
      if (item.type === 'category') {
        const expanded = open.has(categoryKey(itemPath));
        const state = !item.collapsible ? 'always open' : expanded ? 'expanded' : 'collapsed';
        const page = item.href === undefined ? '' : ` ${c.dim(`→ ${printable(item.href)}`)}`;
        const hidden = options.depth !== undefined && itemPath.length >= options.depth && item.items.length > 0;
        const count = hidden ? `, ${plural(countItems(item.items), 'item')} hidden` : '';
        lines.push(`${indent}${expanded ? '▾' : '▸'} ${c.bold(printable(item.label))}${page} ${c.dim(`(${state}${count})`)}${suffix}`);
        if (!hidden) visit(item.items, itemPath);
      } else if (item.type === 'link') {
        const target = item.docId === undefined ? `→ ${item.href}` : `(${item.docId})`;
        lines.push(`${indent}${isExternalHref(item.href) ? '↗' : '•'} ${printable(item.label)} ${c.dim(printable(target))}${suffix}`);
      } else {
        lines.push(`${indent}─ ${c.dim(printable(htmlText(item.value)))}${suffix}`);
      }
    }
  };
  visit(catalogue.sidebars[sidebar] ?? [], []);
  return lines;
}

export async function tree(sidebar: string, options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const depth = positiveIntegerOption(options.depth, '--depth');
  const activeId = stringOption(options.active, '--active');
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  const { catalogue } = opened;
  if (!(sidebar in catalogue.sidebars)) throw unknownSidebar(catalogue, sidebar);
  if (activeId !== undefined && !catalogue.docs[activeId]) throw unknownPage(catalogue, activeId);
  noteIfBroken(opened, io);
  const lines = renderTree(catalogue, sidebar, { ...(depth === undefined ? {} : { depth }), ...(activeId === undefined ? {} : { activeId }) }, io.c);
  io.out([io.c.bold(printable(sidebar)), ...lines].join('\n'));
  return EXIT.ok;
}
