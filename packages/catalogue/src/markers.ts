/** Sidebar items carry markers as class names; renderers show them as badges. */
export const MARKERS = {
  paid: { className: 'paid', text: 'Paid', title: 'Requires a paid license or purchase' },
  deprecated: { className: 'deprecated', text: 'Deprecated', title: 'No longer recommended; see the page for what replaces it' },
  unmaintained: { className: 'unmaintained', text: 'Unmaintained', title: 'Not actively maintained' },
} as const;

export type Marker = (typeof MARKERS)[keyof typeof MARKERS];

/** The markers named in a className (which may hold several space-separated classes). */
export function markersOf(className: string | undefined): Marker[] {
  if (!className) return [];
  const classes = new Set(className.split(/\s+/));
  return Object.values(MARKERS).filter((marker) => classes.has(marker.className));
}
