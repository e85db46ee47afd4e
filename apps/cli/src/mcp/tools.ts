/**
 * What each tool of the MCP server answers, as plain functions of the loaded data: the server
 * module only wires them to the protocol. An unknown page, sidebar, export or package is a tool
 * result with `isError` that names it and suggests the nearest.
 */
import {
  API_SIDEBAR,
  BASELINE_VERSION,
  availabilityOf,
  compareVersions,
  docMarkdown,
  isWorthANote,
  presentReference,
  presentationToMarkdown,
  referenceOfPage,
  type ApiExport,
  type Availability,
} from '@docs/api-reference';
import { idOfRoute, nameKey, routeOf, type Catalogue } from '@docs/catalogue';
import { DEFAULT_SITE_URL } from '../docs-identity.js';
import { filterDocs } from '../commands/list.js';
import { unknownNameMessage } from '../suggest.js';
import type { DocsData } from './docs-data.js';

export type ToolResult = {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

const text = (body: string, structuredContent?: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text: body }],
  ...(structuredContent ? { structuredContent } : {}),
});

/** A tool error naming the unknown thing, with the nearest known names or where to find them. */
function unknown(kind: string, name: string, candidates: Iterable<string>, hint: string): ToolResult {
  return { content: [{ type: 'text', text: unknownNameMessage(kind, name, candidates, hint) }], isError: true };
}

/** An id, or a route people copied (`/docs/player/`), as a page id. */
function resolveId(catalogue: Catalogue, query: string): string | undefined {
  const trimmed = query.trim();
  if (catalogue.docs[trimmed]) return trimmed;
  return trimmed.startsWith('/') ? idOfRoute(catalogue, trimmed) : undefined;
}

export function searchDocs(data: DocsData, args: { query: string; limit?: number | undefined }): ToolResult {
  const hits = data.index.search(args.query, args.limit ?? 8);
  const results = hits.map((hit) => ({ id: hit.id, title: hit.title, url: routeOf(data.catalogue, hit.id), excerpt: hit.excerpt, score: hit.score }));
  const body = results.length
    ? results.map((result, i) => `${i + 1}. ${result.title} (id: ${result.id}, ${result.url})\n   ${result.excerpt}`).join('\n')
    : `No page matches "${args.query}". Try other words, an API name (renderMedia, <Player>), or list_pages.`;
  return text(body, { results });
}

/** `siteUrl` is an origin without a trailing slash, as `siteOrigin` of the export command gives it. */
export function getPage(data: DocsData, args: { id: string }, siteUrl: string = DEFAULT_SITE_URL): ToolResult {
  const id = resolveId(data.catalogue, args.id);
  if (id === undefined) return unknown('page id', args.id, Object.keys(data.catalogue.docs), 'use search_docs or list_pages to find the id');
  const markdown = docMarkdown(data.catalogue, id, {
    page: data.pages.get(id),
    presentationOf: (docId) => data.presentationOf(docId),
    urlOf: (docId) => `${siteUrl}${routeOf(data.catalogue, docId)}`,
  });
  return text(markdown);
}

/** The page that documents an export, if one does. */
function pageOfExport(data: DocsData, found: ApiExport): string | undefined {
  return Object.entries(data.mapping.pages).find(
    ([, status]) => (status.status === 'generated' || status.status === 'overridden') && status.package === found.package && status.export === found.name,
  )?.[0];
}

/** `renderMedia`, `renderMedia()`, `<Player>`, `Series.Sequence` (its parent's reference) → the name key. */
function keyOfName(name: string): string {
  const bare = name
    .trim()
    .replace(/^<\s*/, '')
    .replace(/\s*\/?>$/, '')
    .replace(/\(\)$/, '');
  return nameKey(bare.includes('.') ? bare.slice(0, bare.indexOf('.')) : bare);
}

/** Exports with a page first, then values before types, then not deprecated, then by package. */
function rankExports(data: DocsData, found: ApiExport[]): ApiExport[] {
  const rank = (each: ApiExport) => (pageOfExport(data, each) ? 0 : 4) + (each.kind === 'type' ? 2 : 0) + (each.deprecated ? 1 : 0);
  return [...found].sort((a, b) => rank(a) - rank(b) || a.package.localeCompare(b.package));
}

/** The "Available from" line: the note the site shows, or that the export is as old as 4.x when the data dates it there. */
function availabilityText(availability: Availability | undefined): string | undefined {
  // A later version is in the reference's own notes.
  return availability && compareVersions(availability.version, BASELINE_VERSION) <= 0
    ? `Available from v${BASELINE_VERSION} (in every 4.x version).`
    : undefined;
}

export function getApiReference(data: DocsData, args: { name: string; package?: string | undefined }): ToolResult {
  const exports = Object.values(data.sources.data.exports);
  const packages = [...new Set(exports.map((each) => each.package))];
  if (args.package !== undefined && !packages.includes(args.package))
    return unknown('package', args.package, packages, `the packages are listed by list_pages {sidebar: "${API_SIDEBAR}"}`);
  const key = keyOfName(args.name);
  const inPackage = exports.filter((each) => args.package === undefined || each.package === args.package);
  const matches = rankExports(
    data,
    inPackage.filter((each) => nameKey(each.name) === key),
  );
  const found = matches[0];
  if (!found)
    return unknown(
      args.package === undefined ? 'export' : `export of ${args.package}`,
      args.name,
      new Set(inPackage.map((each) => each.name)),
      'use search_docs to find it',
    );
  const docId = pageOfExport(data, found);
  const availability = availabilityOf(found.package, found.name, data.sources.firstVersions, data.sources.registryScan);
  const reference = (docId && referenceOfPage(docId, data.mapping, data.sources)) || {
    kind: 'export' as const,
    export: found,
    pin: data.sources.data.packages[found.package]!,
    ...(isWorthANote(availability) ? { availability } : {}),
  };
  const presentation = presentReference(reference, { pinnedVersion: data.sources.data.pinnedVersion, texts: data.sources.texts });
  const others = matches.slice(1).map((each) => each.package);
  const lines = [
    `# ${found.name} (${found.kind}) from ${found.module}`,
    '',
    `import {${found.name}} from '${found.module}';`,
    ...[
      availabilityText(availability),
      docId ? `Page: ${routeOf(data.catalogue, docId)} (get_page {id: "${docId}"})` : 'No page documents it.',
      others.length ? `Also exported by: ${others.join(', ')} (pass package to choose).` : undefined,
    ].filter((line): line is string => line !== undefined),
    '',
    presentationToMarkdown(presentation) || 'The data lists no signature or members for it.',
  ];
  return text(`${lines.join('\n').trim()}\n`);
}

export function listPages(data: DocsData, args: { sidebar?: string | undefined; prefix?: string | undefined }): ToolResult {
  const { catalogue } = data;
  if (args.sidebar !== undefined && !(args.sidebar in catalogue.sidebars))
    return unknown('sidebar', args.sidebar, Object.keys(catalogue.sidebars), `the sidebars are ${Object.keys(catalogue.sidebars).join(', ')}`);
  const docs = filterDocs(catalogue, {
    ...(args.sidebar === undefined ? {} : { sidebar: args.sidebar }),
    ...(args.prefix === undefined ? {} : { prefix: args.prefix }),
  }).filter((doc) => doc.movedTo === undefined);
  const pages = docs.map((doc) => ({ id: doc.id, title: doc.title, url: routeOf(catalogue, doc.id) }));
  const body = pages.length ? pages.map((page) => `${page.id} — ${page.title}`).join('\n') : 'No page matches.';
  return text(body, { pages });
}
