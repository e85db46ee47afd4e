/** A small catalogue in memory, with every shape the site must handle. */
import { buildCatalogue, CURRENT_VERSION, type Catalogue } from '@docs/catalogue';

export function fixtureCatalogue(): Catalogue {
  const page = (id: string, title: string, description: string, extra: Record<string, unknown> = {}) => ({ id, frontmatter: { title, description, ...extra } });
  const { catalogue, problems } = buildCatalogue({
    pages: [
      page('intro', 'Introduction', 'Where to start.', { slug: '/' }),
      page('basics', 'Basics', 'The ideas everything else builds on.'),
      page('guide/index', 'Guide', 'The guide, chapter by chapter.'),
      page('guide/one', 'Chapter one', 'The first chapter.'),
      page('guide/deep/two', 'Chapter two', 'Available from v4.0.12'),
      page('api/thing', '<Thing>', 'A component with a <tag> in its name.'),
      page('old', 'Old page', 'This page moved to the guide.', { movedTo: 'guide/one' }),
      page('hidden', 'Hidden', 'In no sidebar at all.'),
    ],
    sidebars: {
      mainSidebar: [
        { type: 'category', label: 'Start here', items: ['intro', 'basics'] },
        { type: 'html', value: '<hr class="sep"><script>alert(1)</script>' },
        {
          type: 'category',
          label: 'Guide',
          link: { type: 'doc', id: 'guide/index' },
          items: ['guide/one', { type: 'category', label: 'Start here', items: ['guide/deep/two'] }, 'old'],
        },
        { type: 'link', label: 'Thing', href: '/docs/api/thing', className: 'paid' },
        { type: 'link', label: 'Elsewhere', href: 'https://example.com/' },
      ],
      apiSidebar: [{ type: 'category', label: 'Start here', items: ['api/thing'] }],
    },
    version: CURRENT_VERSION,
  });
  const errors = problems.filter((problem) => problem.severity === 'error' && problem.code !== 'html-not-allowed');
  if (errors.length) throw new Error(`fixture is invalid: ${errors.map((problem) => problem.message).join('; ')}`);
  return catalogue;
}
