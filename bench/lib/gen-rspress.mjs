/**
 * Generates an Rspress 2 project from a catalogue directory: every page at its route as a directory
 * index (`/docs/x` → docs/docs/x/index.md, keeping the extension, so the build writes
 * docs/x/index.html as the other sites do), clean URLs, our sidebars as Rspress sidebars, the three
 * areas in the nav, Rspress's own Shiki highlighting and local (FlexSearch) search, both as shipped.
 *
 * Rspress picks a page's sidebar by the longest sidebar key that prefixes its URL; it has no way to
 * name the sidebar per page. Our guides and API pages share URL prefixes (/docs/player/ holds both),
 * so sidebars that cannot have a prefix of their own are shown as one sidebar under their common
 * prefix, each introduced by a section header with its area's name (Recorder, alone under
 * /docs/recorder/, keeps its own). Giving each of them its own sidebar would take one key per
 * prefix where the areas alternate (159 keys at 1×), and Rspress ships every key's sidebar in full
 * to the browser. Categories keep their own page as the group's link, separators become dividers,
 * markers become tags, and pages in no sidebar are shown without one (`sidebar: false`).
 */
import path from 'node:path';
import { apiReferenceMarkdown, withReference } from './api-reference.mjs';
import { loadValidCatalogue } from './catalogue.mjs';
import { pageFile } from './frontmatter.mjs';
import { resetDir, siteFavicon, writeTree } from './write-tree.mjs';

const AREA_LABELS = { mainSidebar: 'Guides', apiSidebar: 'API', recorderSidebar: 'Recorder' };

const withSlash = (route) => (route.endsWith('/') ? route : `${route}/`);

/** `mainSidebar_copy2` (a scaled copy) is labelled like `mainSidebar`. */
const areaLabel = (name) => AREA_LABELS[name] ?? AREA_LABELS[name.replace(/_copy\d+$/, '')] ?? name;

/**
 * Rspress's containers are `:::tip Title` (or `:::tip{title="Title"}`); the Docusaurus form
 * `:::tip[Title]` would show the brackets in the title. Every kind we use (note, tip, info, warning,
 * caution, danger) is one of Rspress's own, so only the title syntax changes.
 */
export function rspressBody(body) {
  return body.replace(/^(\s*:::)(\w+)\[([^\]\n]*)\]/gm, (_, fence, kind, title) => `${fence}${kind} ${title}`);
}

/** A marker as an Rspress tag: `deprecated` is one of its built-in tags, the others show their text. */
function tagOf(lib, className) {
  const [marker] = lib.markersOf(className);
  if (!marker) return {};
  return { tag: marker.className === 'deprecated' ? 'deprecated' : marker.text };
}

/** Our html items are separators (`<hr>`); anything else keeps its text as a section header. */
function htmlItem(value) {
  if (/^\s*<hr\b/i.test(value)) return [{ dividerType: 'solid' }];
  const text = value.replace(/<[^>]*>/g, '').trim();
  return text ? [{ sectionHeaderText: text }] : [];
}

export function rspressItems(lib, catalogue, items) {
  return items.flatMap((item) => {
    if (item.type === 'html') return htmlItem(item.value);
    if (item.type === 'link') {
      const id = item.docId ?? (lib.isExternalHref(item.href) ? undefined : lib.idOfRoute(catalogue, item.href));
      const link = id === undefined ? item.href : withSlash(lib.routeOf(catalogue, id));
      return [{ text: item.label, link, ...tagOf(lib, item.className) }];
    }
    // A category with its own page: Rspress groups can link to a page themselves.
    const ownPage = item.href === undefined ? undefined : lib.idOfRoute(catalogue, item.href);
    return [
      {
        text: item.label,
        ...(ownPage === undefined ? {} : { link: withSlash(lib.routeOf(catalogue, ownPage)) }),
        collapsible: item.collapsible ?? true,
        collapsed: item.collapsed ?? false,
        items: rspressItems(lib, catalogue, item.items),
        ...tagOf(lib, item.className),
      },
    ];
  });
}

/** The longest run of whole path segments every route starts with, e.g. `/docs/recorder/`. */
function commonPrefix(routes) {
  let prefix = routes[0].split('/').slice(0, -1);
  for (const route of routes.slice(1)) {
    const parts = route.split('/');
    let length = 0;
    while (length < prefix.length && prefix[length] === parts[length]) length++;
    prefix = prefix.slice(0, length);
  }
  return `${prefix.join('/')}/`;
}

/**
 * Rspress's `themeConfig.sidebar`: key = URL prefix, and the longest key that prefixes the URL wins
 * (getSidebarDataGroup). Each sidebar is keyed by the common prefix of its pages; sidebars with the
 * same prefix, or whose key would capture another sidebar's pages, are merged into one sidebar (under
 * their common prefix) that shows each of them after a section header. A sidebar alone under its key
 * keeps its items as they are. Returns the sidebar config and the sidebars that had to be merged.
 */
export function rspressSidebars(lib, catalogue) {
  const order = Object.keys(catalogue.sidebars);
  const routesOf = new Map();
  for (const name of order) {
    const routes = lib.readingOrder(catalogue, name).map((id) => withSlash(lib.routeOf(catalogue, id)));
    if (routes.length) routesOf.set(name, routes);
  }
  let groups = [...routesOf.keys()].map((name) => [name]);
  let byPrefix;
  for (;;) {
    byPrefix = new Map();
    for (const names of groups) {
      const prefix = commonPrefix(names.flatMap((name) => routesOf.get(name)));
      byPrefix.set(
        prefix,
        [...(byPrefix.get(prefix) ?? []), ...names].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      );
    }
    const keys = [...byPrefix.keys()].sort((a, b) => b.length - a.length);
    let wrong;
    for (const [name, routes] of routesOf) {
      const key = routes.map((route) => keys.find((candidate) => route.startsWith(candidate))).find((found) => !byPrefix.get(found).includes(name));
      if (key !== undefined) {
        wrong = { name, key };
        break;
      }
    }
    if (!wrong) break;
    const own = [...byPrefix.values()].find((names) => names.includes(wrong.name));
    const capturing = byPrefix.get(wrong.key);
    groups = [...[...byPrefix.values()].filter((names) => names !== own && names !== capturing), [...own, ...capturing]];
  }
  const sidebar = {};
  for (const [prefix, names] of byPrefix) {
    sidebar[prefix] =
      names.length === 1
        ? rspressItems(lib, catalogue, catalogue.sidebars[names[0]])
        : names.flatMap((name) => [{ sectionHeaderText: areaLabel(name) }, ...rspressItems(lib, catalogue, catalogue.sidebars[name])]);
  }
  return { sidebar, merged: [...byPrefix.values()].filter((names) => names.length > 1) };
}

function navOf(lib, catalogue) {
  return Object.keys(catalogue.sidebars)
    .filter((name) => name in AREA_LABELS)
    .flatMap((name) => {
      const first = lib.readingOrder(catalogue, name)[0];
      return first === undefined ? [] : [{ text: AREA_LABELS[name], link: withSlash(lib.routeOf(catalogue, first)) }];
    });
}

/**
 * Internal links in the bodies that name no page (`/docs/getting-started`: the home is served at
 * /docs/). They are left as written, as the other sites get them, and kept out of Rspress's
 * dead-link check, which otherwise fails the build. Resolved as Rspress does: `.html` and a final
 * `/index` dropped, with or without a trailing slash.
 */
export function deadLinks(bodies, routes) {
  const dead = new Set();
  for (const body of bodies) {
    for (const match of body.matchAll(/\]\((\/[^)\s]*)\)|^\s*\[[^\]\n]+\]:\s*(\/\S+)/gm)) {
      const url = match[1] ?? match[2];
      const target = url
        .split(/[?#]/)[0]
        .replace(/\.html$/, '')
        .replace(/\/index$/, '/');
      if (!routes.has(withSlash(target))) dead.add(url);
    }
  }
  return [...dead].sort();
}

function rspressConfig({ nav, sidebar, hasFavicon, dead }) {
  const value = {
    title: 'Remotion',
    ...(hasFavicon ? { icon: '/favicon.svg' } : {}),
    // Links and URLs as /docs/x/ (the page is docs/x/index.html), as on the other sites; without it
    // Rspress writes links as /docs/x/index.html.
    route: { cleanUrls: true },
    // Everything else as Rspress ships it: SSG, Shiki (css-variables theme, languages loaded as
    // pages need them), local search (FlexSearch index built at build time), the dead-link check.
    ...(dead.length ? { markdown: { link: { checkDeadLinks: { excludes: dead } } } } : {}),
    themeConfig: { nav, sidebar },
  };
  return `// Generated by bench/lib/gen-rspress.mjs — do not edit.\nexport default ${JSON.stringify(value, null, 2)};\n`;
}

/** Where a page lives in the Rspress project (relative to it): a directory index at its route. */
export function rspressFile(lib, catalogue, page) {
  const route = withSlash(lib.routeOf(catalogue, page.id)); // /docs/x/ or /docs/
  return path.join('docs', `${route.slice(1)}index${path.extname(page.file)}`);
}

/** `apiReference`: append each mapped page's generated API reference to its body (the `bodied-api` corpus). */
export async function generateRspress(catalogueDirectory, targetDir, { apiReference = false } = {}) {
  const { lib, catalogue, pages } = await loadValidCatalogue(catalogueDirectory);
  const references = apiReference ? await apiReferenceMarkdown(catalogue) : new Map();
  const unlisted = new Set(lib.docsWithoutSidebar(catalogue));
  const { sidebar, merged } = rspressSidebars(lib, catalogue);
  const favicon = await siteFavicon();
  const files = new Map();
  const bodies = [];
  for (const page of pages) {
    const { title, description } = page.frontmatter;
    const fields = { title, description, ...(unlisted.has(page.id) ? { sidebar: false } : {}) };
    const body = rspressBody(withReference(page.body, references.get(page.id)));
    bodies.push(body);
    files.set(rspressFile(lib, catalogue, page), pageFile(fields, body));
  }
  const dead = deadLinks(bodies, new Set(pages.map((page) => withSlash(lib.routeOf(catalogue, page.id)))));
  files.set('package.json', `${JSON.stringify({ name: 'bench-rspress', private: true, type: 'module' }, null, 2)}\n`);
  files.set('rspress.config.mjs', rspressConfig({ nav: navOf(lib, catalogue), sidebar, hasFavicon: favicon !== undefined, dead }));
  if (favicon) files.set(path.join('docs', 'public', 'favicon.svg'), favicon);
  await resetDir(targetDir);
  await writeTree(targetDir, files);
  return { dir: targetDir, pages: pages.length, sidebarKeys: Object.keys(sidebar).length, merged, deadLinks: dead };
}
