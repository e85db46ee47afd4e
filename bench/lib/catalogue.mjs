/**
 * Loads our catalogue with the library the site uses, and writes scaled copies of it: at N×, the
 * pages are written once as they are and N−1 more times under `copy-K/` prefixes, each copy with
 * its own three sidebars, so every page keeps a sidebar of the original size and per-page work
 * stays comparable between sizes. Internal `/docs/…` links inside a copy point into that copy.
 */
import { cp, mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { catalogueDir, importCatalogue, SITE_CONTENT_DIR } from './paths.mjs';
import { pageFile } from './frontmatter.mjs';

/** Loads a catalogue directory; throws with the problems listed when it has errors. */
export async function loadValidCatalogue(dir) {
  const lib = await importCatalogue();
  const loaded = await lib.loadCatalogue(dir);
  if (lib.hasErrors(loaded.problems))
    throw new Error(lib.errorReport(loaded.problems, { subject: `The catalogue in ${dir}`, consequence: 'it cannot be benchmarked' }));
  return { ...loaded, lib };
}

export const copyPrefix = (copy) => `copy-${copy}`;

/** Rewrites one href into copy K when it names one of our pages; anything else is left alone. */
function copyHref(href, { lib, catalogue, prefix }) {
  if (typeof href !== 'string' || !lib.isDocsHref(href)) return href;
  const id = lib.idOfRoute(catalogue, href);
  if (id === undefined) return href;
  const suffix = href.slice(href.split(/[?#]/, 1)[0].length);
  return `${lib.routeOfId(`${prefix}/${id}`)}${suffix}`;
}

/** Markdown links `](/docs/x)`, and `href="/docs/x"` in JSX or HTML. */
function copyBody(body, context) {
  return body
    .replace(/\]\((\/docs[^)\s]*)/g, (_, href) => `](${copyHref(href, context)}`)
    .replace(/href=(["'])(\/docs[^"']*)\1/g, (_, quote, href) => `href=${quote}${copyHref(href, context)}${quote}`);
}

/** `description (K)`, shortened with an ellipsis where the mark would take it over the catalogue's limit. */
function copyDescription(description, copy, max) {
  const mark = ` (${copy})`;
  if (description.length + mark.length <= max) return `${description}${mark}`;
  return `${description.slice(0, max - mark.length - 1).trimEnd()}…${mark}`;
}

/** The authoring-form sidebars of copy K: doc ids prefixed, internal links rewritten. */
function copySidebarItems(items, context) {
  return items.map((item) => {
    if (typeof item === 'string') return `${context.prefix}/${item}`;
    switch (item.type) {
      case 'doc':
        return { ...item, id: `${context.prefix}/${item.id}` };
      case 'link':
        return { ...item, href: copyHref(item.href, context) };
      case 'category':
        return {
          ...item,
          items: copySidebarItems(item.items, context),
          ...(item.link ? { link: { ...item.link, id: `${context.prefix}/${item.link.id}` } } : {}),
        };
      default:
        return item;
    }
  });
}

/**
 * Copies the site's catalogue as it is now to the 1× directory: the content may change while a
 * run goes on (it is being written), and all builds of one run must see the same pages.
 */
export async function snapshotCatalogue() {
  const dir = catalogueDir(1);
  await rm(dir, { recursive: true, force: true });
  await cp(SITE_CONTENT_DIR, dir, { recursive: true });
  const loaded = await loadValidCatalogue(dir);
  return { dir, pages: loaded.pages.length };
}

/**
 * Writes the 1× snapshot at `scale`× into its own directory and checks it loads without errors.
 * Returns the directory and the page count.
 */
export async function writeScaledCatalogue(scale) {
  if (scale === 1) throw new Error('1× is the snapshot: call snapshotCatalogue()');
  const sourceDir = catalogueDir(1);
  const { lib, catalogue, pages } = await loadValidCatalogue(sourceDir);
  const dir = catalogueDir(scale);
  await rm(dir, { recursive: true, force: true });
  const sidebarsConfig = parse(await readFile(path.join(sourceDir, 'sidebars.yaml'), 'utf8'));
  const scaledSidebars = { ...sidebarsConfig };
  const writes = [];
  for (let copy = 1; copy <= scale; copy++) {
    const prefix = copy === 1 ? '' : copyPrefix(copy);
    const context = { lib, catalogue, prefix };
    for (const page of pages) {
      const id = prefix ? `${prefix}/${page.id}` : page.id;
      const frontmatter = { ...page.frontmatter };
      if (prefix) {
        delete frontmatter.slug; // only the original home is served at /docs/
        if (frontmatter.movedTo) frontmatter.movedTo = `${prefix}/${frontmatter.movedTo}`;
        // The catalogue warns about repeated descriptions; a short mark keeps copies distinct.
        if (typeof frontmatter.description === 'string') frontmatter.description = copyDescription(frontmatter.description, copy, lib.LIMITS.descriptionMax);
      }
      const body = prefix ? copyBody(page.body, context) : page.body;
      const target = path.join(dir, 'docs', `${id}${path.extname(page.file)}`);
      writes.push(mkdir(path.dirname(target), { recursive: true }).then(() => writeFile(target, pageFile(frontmatter, body))));
    }
    if (prefix) {
      for (const [name, items] of Object.entries(sidebarsConfig)) scaledSidebars[`${name}_${prefix.replace('-', '')}`] = copySidebarItems(items, context);
    }
  }
  await Promise.all(writes);
  await writeFile(
    path.join(dir, 'sidebars.yaml'),
    `# Generated by bench/lib/catalogue.mjs: ${scale}× the site's catalogue.\n${stringify(scaledSidebars, { aliasDuplicateObjects: false })}`,
  );
  await writeFile(path.join(dir, 'version.yaml'), await readFile(path.join(sourceDir, 'version.yaml'), 'utf8'));
  const check = await loadValidCatalogue(dir);
  return { dir, pages: check.pages.length };
}
