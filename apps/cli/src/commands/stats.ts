/** `stats`: the catalogue at a glance. */
import { catalogueStats, categoriesWithoutPage } from '@docs/catalogue';
import { bodyManifest, type BodyManifest } from '../body-manifest.js';
import { noteIfBroken, openCatalogue } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import { columns, printable, type Output } from '../io.js';
import { flagOption, stringOption } from '../options.js';

export async function stats(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  noteIfBroken(opened, io);
  if (flagOption(options.bodies)) {
    const manifest = bodyManifest(opened);
    io.out(flagOption(options.json) ? JSON.stringify(manifest, null, 2) : manifestText(manifest, io));
    return EXIT.ok;
  }
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

/** The manifest as text: one block per sidebar category (its pages with their prose words), then the totals. */
function manifestText(manifest: BodyManifest, io: Output): string {
  const { c } = io;
  const blocks = manifest.categories.map((group) => {
    const heading = `${c.bold(printable(`${group.sidebar} › ${group.category}`))}  ${group.withBody}/${group.total} with a body, ${group.reachingTarget} ≥ ${manifest.target} words, ${group.words} words`;
    const pages = columns(group.pages.map((page) => [`  ${printable(page.id)}`, page.words > 0 ? String(page.words) : c.dim('no body')]));
    return [heading, ...pages].join('\n');
  });
  const { totals } = manifest;
  const summary = columns([
    ['pages', String(totals.total)],
    ['with a body', String(totals.withBody)],
    ['without a body', String(totals.withoutBody)],
    [`≥ ${manifest.target} words`, String(totals.reachingTarget)],
    ['prose words', String(totals.words)],
  ]);
  return [...blocks, '', ...summary].join('\n');
}
