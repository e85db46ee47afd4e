/**
 * Who the docs are (`identity` of `docs.config.ts`) and the llms.txt that introduces them. The site
 * (header, meta, llms.txt) and the CLI (`export --format llms`, the MCP server) both use these, so
 * the two llms.txt files cannot drift apart. No Astro here: the CLI bundles this file.
 */
import { toLlmsTxt, type Catalogue } from '@docs/catalogue';

export type DocsIdentity = {
  readonly name: string;
  readonly summary: string;
  readonly sidebarLabels: Readonly<Record<string, string>>;
};

/** The name readers know a sidebar by ("API"); a sidebar the config does not name keeps its own name. */
export function sidebarLabelOf(labels: DocsIdentity['sidebarLabels'], sidebar: string): string {
  return Object.hasOwn(labels, sidebar) ? labels[sidebar]! : sidebar;
}

/** The docs' llms.txt, its links pointing at each page's Markdown export on `siteUrl` (an origin, no trailing slash). */
export function docsLlmsTxt(catalogue: Catalogue, siteUrl: string, identity: DocsIdentity): string {
  return toLlmsTxt(catalogue, {
    siteUrl,
    title: identity.name,
    summary: identity.summary,
    sidebarNames: { ...identity.sidebarLabels },
    markdownLinks: true,
  });
}
