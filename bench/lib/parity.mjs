/**
 * Checks that the builds serve the same pages: every catalogue page must have an HTML file
 * at its route (`/docs/x/` → docs/x/index.html) in each output, with the page's title in it.
 * Pages a site builds beyond the catalogue (our generated category pages, 404s) are counted.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadValidCatalogue } from './catalogue.mjs';

const withSlash = (route) => (route.endsWith('/') ? route : `${route}/`);

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Sites escape titles differently (`&lt;Player&gt;`, `&quot;`, `&#39;`): compare decoded text. */
function decodeEntities(html) {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code) => {
    if (code[0] === '#') return String.fromCodePoint(code[1].toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

function containsTitle(html, title) {
  return decodeEntities(html).includes(title);
}

async function htmlPages(dir) {
  const entries = await readdir(path.join(dir, 'docs'), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name === 'index.html').length;
}

export async function checkParity(catalogueDirectory, outputs) {
  const { lib, catalogue, pages } = await loadValidCatalogue(catalogueDirectory);
  const report = {};
  for (const [name, dir] of Object.entries(outputs)) {
    if (!dir) continue;
    const missing = [];
    const untitled = [];
    for (const page of pages) {
      const file = path.join(dir, withSlash(lib.routeOf(catalogue, page.id)), 'index.html');
      if (!existsSync(file)) {
        missing.push(page.id);
        continue;
      }
      const html = await readFile(file, 'utf8');
      if (!containsTitle(html, page.frontmatter.title)) untitled.push(page.id);
    }
    report[name] = {
      expected: pages.length,
      missing: missing.length,
      missingExamples: missing.slice(0, 5),
      withoutTitle: untitled.length,
      withoutTitleExamples: untitled.slice(0, 5),
      htmlPagesUnderDocs: await htmlPages(dir),
    };
  }
  return report;
}
