/** Where each sidebar's items are published as JSON for the island (see islands/island-data.ts). */
export function sidebarDataHref(sidebar: string): string {
  return `/sidebars/${encodeURIComponent(sidebar)}.json`;
}
