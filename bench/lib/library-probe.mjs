/**
 * Times the catalogue library on one catalogue directory, in its own process (run by library.mjs):
 *   load      loadCatalogue(dir): read every file, parse frontmatter and YAML, build, validate
 *   validate  buildCatalogue() on already-read pages: normalization and every rule
 *   tree      for every page in a sidebar: breadcrumbs, previous/next and the open categories
 *             (what the site computes per page), plus the whole-catalogue queries
 * The first pass of each is reported on its own (cold, in a fresh process), then the median of
 * the next `iterations` passes (warm). Prints one JSON object.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { importCatalogue } from './paths.mjs';

const [dir, iterationsText = '10'] = process.argv.slice(2);
const iterations = Number(iterationsText);
const lib = await importCatalogue();

async function time(fn) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function series(fn) {
  const first = await time(fn);
  const rest = [];
  for (let index = 0; index < iterations; index++) rest.push(await time(fn));
  rest.sort((a, b) => a - b);
  return { firstMs: first, medianMs: rest[Math.floor(rest.length / 2)] };
}

let loaded;
const load = await series(async () => {
  loaded = await lib.loadCatalogue(dir);
});
const source = {
  pages: loaded.pages.map(({ id, frontmatter, file }) => ({ id, frontmatter, file })),
  sidebars: parse(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8')),
  version: parse(await readFile(path.join(dir, 'version.yaml'), 'utf8')),
};
const validate = await series(() => lib.buildCatalogue(source));
const { catalogue } = loaded;
const placed = Object.keys(catalogue.docs)
  .map((id) => [id, lib.sidebarOf(catalogue, id)])
  .filter(([, sidebar]) => sidebar !== undefined);
const tree = await series(() => {
  for (const [id, sidebar] of placed) {
    lib.breadcrumbs(catalogue, id);
    lib.previousAndNext(catalogue, id);
    lib.openCategoryKeys(catalogue, sidebar, id);
  }
  lib.catalogueStats(catalogue);
  lib.categoriesWithoutPage(catalogue);
  lib.docsWithoutSidebar(catalogue);
});
console.log(
  JSON.stringify({
    pages: loaded.pages.length,
    pagesInSidebars: placed.length,
    problems: loaded.problems.length,
    load,
    validate,
    tree: { ...tree, perPageMicros: (tree.medianMs * 1000) / Math.max(1, placed.length) },
  }),
);
