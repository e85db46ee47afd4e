/** What the site asks of a catalogue beyond the catalogue's own rules. */
import path from 'node:path';
import type { Problem } from '@docs/catalogue';

/** The site's own rules, one code each. */
export type SiteRuleCode = 'mdx-page';
import type { LoadedPage } from '@docs/catalogue/node';

/**
 * Pages are Markdown: the site renders `.md` bodies only (`src/markdown/page-bodies.ts`) and has no
 * MDX compiler, so an `.mdx` page is an error rather than a page built without its body.
 */
export function sitePageProblems(pages: readonly LoadedPage[]): Problem<SiteRuleCode>[] {
  return pages
    .filter((page) => page.file.endsWith('.mdx'))
    .map(
      (page): Problem<SiteRuleCode> => ({
        code: 'mdx-page',
        severity: 'error',
        docId: page.id,
        file: page.file,
        line: 1,
        path: ['docs', page.id],
        message: `the site renders Markdown pages only, not MDX: rename "${path.basename(page.file)}" to "${path.basename(page.file, '.mdx')}.md" and write its imports and components as Markdown`,
      }),
    );
}
