/** `stats`: the catalogue at a glance. */
import { catalogueStats, categoriesWithoutPage } from '@docs/catalogue';
import { noteIfBroken, openCatalogue } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import { columns, printable, type Output } from '../io.js';
import { flagOption, stringOption } from '../options.js';

export async function stats(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  noteIfBroken(opened, io);
  const result = catalogueStats(opened.catalogue);
  const generatedCategoryPages = categoriesWithoutPage(opened.catalogue).length;

  if (flagOption(options.json)) {
    io.out(JSON.stringify({ ...result, categoriesWithoutPage: generatedCategoryPages }, null, 2));
    return EXIT.ok;
  }
  const { c } = io;
  const summary = columns([
    ['pages', String(result.pages)],
    ['redirect stubs', String(result.stubs)],
    ['pages in no sidebar', String(result.pagesWithoutSidebar)],
    ['categories without a page', String(generatedCategoryPages)],
    ['deepest nesting', `${result.maxDepth} level${result.maxDepth === 1 ? '' : 's'}`],
  ]);
  const header = ['sidebar', 'pages', 'categories', 'links', 'external', 'html', 'depth'];
  const rows = Object.entries(result.sidebars).map(([name, sidebar]) =>
    [printable(name), sidebar.docs, sidebar.categories, sidebar.links, sidebar.externalLinks, sidebar.html, sidebar.maxDepth].map(String),
  );
  io.out([...summary, '', ...columns([header.map((cell) => c.bold(cell)), ...rows])].join('\n'));
  return EXIT.ok;
}
