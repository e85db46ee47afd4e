/**
 * What a docs route (`src/pages/docs/[...slug].astro`) shows, built in one place from the site
 * model and what it is given (the body renderer, the API reference, git dates): the routes to build,
 * whether a route is a page or a stub that sends the reader on, and every prop of `DocsLayout`.
 */
import type { Presentation } from '@docs/api-reference';
import {
  homeAliasRoute,
  markdownRouteOfId,
  previousAndNext,
  routeOf,
  type Catalogue,
  type Crumb,
  type Marker,
  type NavLink,
  type SidebarItem,
} from '@docs/catalogue';
import type { LoadedPage } from '@docs/catalogue/node';
import type { MarkdownHeading } from '@astrojs/markdown-remark';
import type { RenderedBody } from '../markdown/body-renderer.js';
import type { SiteApiReference } from './api-reference.js';
import type { Area } from './areas.js';
import { categoryOfDoc, childEntries, type ChildEntry } from './category-pages.js';
import { availabilityOf, markersOfDoc } from './page-markers.js';
import { areaOfDoc, breadcrumbsOf } from './page-navigation.js';
import { slugOfDocsHref } from './routes.js';
import type { Site } from './site.js';

/** The props of `DocsLayout` (the category pages use it too). */
export type DocsLayoutProps = {
  title: string;
  /** The description as written, the page's lead. */
  description: string;
  /** The description in the head (search results, link previews), as published: with its "Available from" note. Defaults to `description`. */
  metaDescription?: string;
  href: string;
  canonical?: string;
  areas: Area[];
  sidebar?: { name: string; items: SidebarItem[] } | undefined;
  crumbs: Crumb[];
  markers?: Marker[];
  availableFrom?: string | undefined;
  headings?: MarkdownHeading[];
  neighbours?: { previous?: NavLink; next?: NavLink };
  /** Search metadata; pages without it are left out of the search index. */
  search?: { area: string } | undefined;
  noindex?: boolean;
  refreshTo?: string | undefined;
  /** The page's Markdown export, for "Copy page" and "View as Markdown". */
  markdownHref?: string | undefined;
  editUrl?: string | undefined;
  /** ISO date of the page file's last commit. */
  lastUpdated?: string | undefined;
};

/** A docs route: a catalogue page, or the home page again at its own id (`/docs/getting-started/`). */
export type DocsRoute = { id: string; homeAlias?: boolean };

export type DocsPath = { params: { slug: string | undefined }; props: DocsRoute };

/** Every catalogue page at its canonical href, and the home page's alias at its own id (see `homeAliasRoute`). */
export function docsPaths(catalogue: Catalogue): DocsPath[] {
  const paths: DocsPath[] = Object.keys(catalogue.docs).map((id) => ({ params: { slug: slugOfDocsHref(routeOf(catalogue, id)) }, props: { id } }));
  const alias = homeAliasRoute(catalogue.homeId);
  if (alias !== undefined) paths.push({ params: { slug: slugOfDocsHref(alias) }, props: { id: catalogue.homeId!, homeAlias: true } });
  return paths;
}

/** What a route shows: the page, or a stub sending the reader to `target` (the page moved there, or it is the home page's alias). */
export type PageRole = { kind: 'page' } | { kind: 'stub'; target: string; reason: 'moved' | 'home alias' };

export function roleOf(catalogue: Catalogue, route: DocsRoute): PageRole {
  if (route.homeAlias) return { kind: 'stub', target: route.id, reason: 'home alias' };
  const movedTo = catalogue.docs[route.id]?.movedTo;
  return movedTo === undefined ? { kind: 'page' } : { kind: 'stub', target: movedTo, reason: 'moved' };
}

/** What building a page needs besides the site model. */
export type PageDataSources = {
  site: Site;
  /** The page's body as HTML with its headings. */
  body: (page: LoadedPage) => Promise<RenderedBody>;
  reference: SiteApiReference;
  /** The ISO date of a page file's last commit, if known. */
  lastUpdated: (file: string) => Promise<string | undefined>;
  /** The "Edit this page" URL of a page file, if it has one. */
  editUrl: (file: string) => string | undefined;
};

export type DocsPageData = {
  layout: DocsLayoutProps;
  /** A stub's notice: where the page went. */
  moved?: { href: string; title: string };
  /** The body's HTML (a stub has none: it would repeat where the page went). */
  bodyHtml?: string;
  /** The generated API reference, below the body. */
  reference?: Presentation;
  /** What a category's page lists after everything else. */
  children?: { entries: ChildEntry[]; heading?: string };
};

/** The reference's headings for the table of contents: its own, then one per section. */
function referenceHeadings(reference: Presentation | undefined): MarkdownHeading[] {
  if (!reference || reference.sections.length === 0) return [];
  return [
    { depth: 2, slug: reference.id, text: 'API reference' },
    ...reference.sections.map((section) => ({ depth: 3, slug: section.id, text: section.title })),
  ];
}

/** Everything the docs route renders for `route`. */
export async function docsPageData(route: DocsRoute, sources: PageDataSources): Promise<DocsPageData> {
  const { site, reference } = sources;
  const { catalogue } = site;
  const { id } = route;
  const doc = catalogue.docs[id]!;
  const href = routeOf(catalogue, id);
  const role = roleOf(catalogue, route);
  const stub = role.kind === 'stub' ? { href: routeOf(catalogue, role.target), title: catalogue.docs[role.target]?.title ?? role.target } : undefined;

  const page = site.pages.get(id);
  const body = stub || !page ? undefined : await sources.body(page);
  const bodyHeadings = body?.headings ?? [];
  // The generated reference: its anchors avoid the ids the body's own headings already use.
  const presentation = stub
    ? undefined
    : reference.presentationOf(
        id,
        bodyHeadings.map((heading) => heading.slug),
      );
  // As published (meta description, version badge): with the "Available from" note the reference's data gives.
  const publishedDescription = reference.catalogue.docs[id]!.description;
  const file = page?.absolutePath;
  const category = categoryOfDoc(catalogue, id);

  return {
    layout: {
      title: doc.title,
      description: doc.description,
      metaDescription: publishedDescription,
      href: role.kind === 'stub' && role.reason === 'home alias' ? homeAliasRoute(id)! : href,
      canonical: stub?.href ?? href,
      areas: site.areas,
      sidebar: doc.sidebar === undefined ? undefined : { name: doc.sidebar, items: site.sidebars[doc.sidebar] ?? [] },
      crumbs: breadcrumbsOf(site, id),
      markers: markersOfDoc(catalogue, id),
      availableFrom: availabilityOf(publishedDescription),
      headings: stub ? [] : [...bodyHeadings, ...referenceHeadings(presentation)],
      neighbours: stub ? {} : previousAndNext(catalogue, id),
      search: stub ? undefined : { area: areaOfDoc(catalogue, id, site.sidebarLabels) },
      noindex: stub !== undefined,
      refreshTo: stub?.href,
      markdownHref: markdownRouteOfId(id),
      editUrl: file === undefined ? undefined : sources.editUrl(file),
      lastUpdated: file === undefined ? undefined : await sources.lastUpdated(file),
    },
    ...(stub && { moved: stub }),
    ...(body && { bodyHtml: body.html }),
    ...(presentation && { reference: presentation }),
    ...(!stub && { children: { entries: category ? childEntries(site, category) : [], ...(category && { heading: 'In this section' }) } }),
  };
}
