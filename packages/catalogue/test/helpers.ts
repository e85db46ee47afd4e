/** Builders shared by the tests: small, valid inputs that each test breaks in one place. */
import { buildCatalogue, CURRENT_VERSION, type Catalogue, type CatalogueSource, type PageSource, type Problem, type SidebarItem } from '../src/index.js';

/** A page whose title and description pass every rule (descriptions differ per id). */
export function page(id: string, frontmatter: Record<string, unknown> = {}, file?: string): PageSource {
  const title = `Title of ${id}`;
  const source: PageSource = { id, frontmatter: { title, description: `What ${id} covers, in one sentence.`, ...frontmatter } };
  if (file !== undefined) source.file = file;
  return source;
}

/** A catalogue source with these pages, a sidebars config and the current version record. */
export function source(pages: PageSource[], sidebars: unknown = {}, version: unknown = CURRENT_VERSION): CatalogueSource {
  return { pages, sidebars, version };
}

export function problemsOf(input: CatalogueSource, code?: string): Problem[] {
  const { problems } = buildCatalogue(input);
  return code === undefined ? problems : problems.filter((problem) => problem.code === code);
}

/**
 * The tree fixture, in reading order of `main`:
 *   intro (docs home), <hr>, Guides [page: guides] → guides/first, external link,
 *   Deep (open) → guides/deep/a, guides/deep/b, <hr>; Reference → ref/api (paid); a link to ref/other (owned by `api`)
 * `api` lists ref/other, then guides/first again (owned by `main`: first sidebar in config order wins).
 * `lonely` and the redirect stub `old-guide` are in no sidebar.
 */
export const TREE_PAGES: PageSource[] = [
  page('intro', { slug: '/' }),
  page('guides'),
  page('guides/first'),
  page('guides/deep/a'),
  page('guides/deep/b'),
  page('ref/api'),
  page('ref/other'),
  page('lonely'),
  page('old-guide', { movedTo: 'guides' }),
];

export const TREE_SIDEBARS = {
  main: [
    'intro',
    { type: 'html', value: '<hr>' },
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'doc', id: 'guides' },
      items: [
        'guides/first',
        { type: 'link', label: 'Example site', href: 'https://example.com/' },
        { type: 'category', label: 'Deep', collapsed: false, items: ['guides/deep/a', 'guides/deep/b'] },
        { type: 'html', value: '<hr>' },
      ],
    },
    { type: 'category', label: 'Reference', items: [{ type: 'doc', id: 'ref/api', label: 'The API', className: 'paid' }] },
    { type: 'link', label: 'Other reference', href: '/docs/ref/other' },
  ],
  api: ['ref/other', 'guides/first'],
};

export function treeCatalogue() {
  return buildCatalogue(source(TREE_PAGES, TREE_SIDEBARS)).catalogue;
}

/** A copy with the links of these docs marked unlisted: a new object, so it gets its own cached index. */
export function withUnlisted(catalogue: Catalogue, docIds: ReadonlySet<string>): Catalogue {
  const mark = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'link' && item.docId !== undefined && docIds.has(item.docId)) return { ...item, unlisted: true };
      if (item.type === 'category') return { ...item, items: mark(item.items) };
      return item;
    });
  return { ...catalogue, sidebars: Object.fromEntries(Object.entries(catalogue.sidebars).map(([name, items]) => [name, mark(items)])) };
}
