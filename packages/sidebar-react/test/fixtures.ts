/** Small sidebars built the way the catalogue builds real ones. */
import { buildCatalogue, CURRENT_VERSION, type SidebarCategory, type SidebarItem, type SidebarLink } from '@docs/catalogue';

export function link(label: string, href: string, extra: Partial<SidebarLink> = {}): SidebarLink {
  return { type: 'link', label, href, ...extra };
}

export function category(label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory {
  return { type: 'category', label, items, collapsed: true, collapsible: true, ...extra };
}

/** One of everything: page links, an external link, categories with and without pages, html. */
export const mixed: SidebarItem[] = [
  link('Introduction', '/docs/'),
  category(
    'Player',
    [
      link('Installation', '/docs/player/installation'),
      link('API', '/docs/player/api', { className: 'paid' }),
      category('Examples', [link('Autoplay', '/docs/player/autoplay')]),
    ],
    { href: '/docs/player/' },
  ),
  category('Rendering', [link('Rendering locally', '/docs/render'), link('Old renderer', '/docs/old-render', { className: 'deprecated' })]),
  category('Always open', [link('Terminology', '/docs/terminology')], { collapsed: false, collapsible: false }),
  category('Open by default', [link('FAQ', '/docs/faq', { className: 'unmaintained extra' })], { collapsed: false }),
  { type: 'html', value: '<hr>', defaultStyle: true },
  link('GitHub', 'https://github.com/remotion-dev/remotion'),
  link('Hidden draft', '/docs/draft', { unlisted: true }),
];

/** A sidebar shaped like the recorder's: one collapsed top category, Editing and Exporting open. */
export function recorderSidebar(): SidebarItem[] {
  const ids = [
    'recorder/index',
    'recorder/setup',
    'recorder/record/index',
    'recorder/record/manually',
    'recorder/editing/silence-removal',
    'recorder/editing/captions',
    'recorder/exporting',
    'recorder/exporting-subtitles',
    'recorder/troubleshooting/cannot-read-properties',
    'recorder/support',
  ];
  const { catalogue, problems } = buildCatalogue({
    pages: ids.map((id) => ({ id, frontmatter: { title: `Page ${id}`, description: `About ${id}.` } })),
    sidebars: {
      recorderSidebar: [
        {
          type: 'category',
          label: 'Recorder',
          items: [
            'recorder/index',
            'recorder/setup',
            { type: 'category', label: 'Record', items: ['recorder/record/index', 'recorder/record/manually'] },
            { type: 'category', label: 'Editing', collapsed: false, items: ['recorder/editing/silence-removal', 'recorder/editing/captions'] },
            { type: 'category', label: 'Exporting', collapsed: false, items: ['recorder/exporting', 'recorder/exporting-subtitles'] },
            { type: 'category', label: 'Troubleshooting', items: ['recorder/troubleshooting/cannot-read-properties'] },
            'recorder/support',
          ],
        },
      ],
    },
    version: CURRENT_VERSION,
  });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(`fixture is invalid: ${errors.map((problem) => problem.message).join('; ')}`);
  return catalogue.sidebars.recorderSidebar!;
}

/** The toggle (a `<summary>`) of the category named `name`: by its aria-label, or by its text. */
export function toggleOf(name: string, root: ParentNode = document): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('summary')].filter((summary) => (summary.getAttribute('aria-label') ?? summary.textContent) === name);
  if (found.length !== 1) throw new Error(`expected one toggle named ${name}, found ${found.length}`);
  return found[0]!;
}

/** Whether the category whose toggle this is shows its children. */
export function isOpen(toggle: HTMLElement): boolean {
  return (toggle.parentElement as HTMLDetailsElement).open;
}
