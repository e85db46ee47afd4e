/**
 * Who the docs are: the site's name, summary, default address and the names readers know the
 * sidebars by. The site (header, meta, llms.txt) and the CLI (`export --format llms`) both read
 * this one definition, so the two llms.txt files cannot drift apart.
 */
import { toLlmsTxt } from './llms.js';
import type { Catalogue } from './schema.js';

export const DOCS_IDENTITY = {
  name: 'Remotion Docs',
  summary: 'Documentation of Remotion, the toolkit for making videos programmatically with React: guides, API reference and the Recorder.',
  /** Where the site is served when nothing else is said: `astro dev` and `pnpm start`. */
  defaultUrl: 'http://localhost:4321',
  sidebarLabels: { mainSidebar: 'Guides', apiSidebar: 'API', recorderSidebar: 'Recorder' } as Readonly<Record<string, string>>,
} as const;

/** The name readers know a sidebar by ("API"); a sidebar the site does not know keeps its own name. */
export function sidebarLabel(sidebar: string): string {
  return Object.hasOwn(DOCS_IDENTITY.sidebarLabels, sidebar) ? DOCS_IDENTITY.sidebarLabels[sidebar]! : sidebar;
}

/** The docs' llms.txt, its links pointing at each page's Markdown export on `siteUrl` (an origin, no trailing slash). */
export function docsLlmsTxt(catalogue: Catalogue, siteUrl: string): string {
  return toLlmsTxt(catalogue, {
    siteUrl,
    title: DOCS_IDENTITY.name,
    summary: DOCS_IDENTITY.summary,
    sidebarNames: { ...DOCS_IDENTITY.sidebarLabels },
    markdownLinks: true,
  });
}
