/** What a page is marked with: paid, deprecated or unmaintained, and "Available from" versions. */
import { noteVersionOf } from '@docs/api-reference';
import { docOfItem, markersOf, walkSidebar, type Marker } from '@docs/catalogue';
import { oncePerCatalogue } from './once-per-catalogue.js';
import type { Catalogue } from '@docs/catalogue';

/** Every page's markers, gathered in one walk of the sidebars. */
const markersByDoc = oncePerCatalogue((catalogue) => {
  const byDoc = new Map<string, Map<string, Marker>>();
  for (const items of Object.values(catalogue.sidebars)) {
    for (const { item } of walkSidebar(items)) {
      if (item.type === 'html') continue;
      const markers = markersOf(item.className);
      const id = markers.length === 0 ? undefined : docOfItem(catalogue, item);
      if (id === undefined) continue;
      const found = byDoc.get(id) ?? new Map<string, Marker>();
      for (const marker of markers) found.set(marker.className, marker);
      byDoc.set(id, found);
    }
  }
  return byDoc;
});

/** Markers of every sidebar item that leads to the page (the Timeline link marks the Timeline page paid). */
export function markersOfDoc(catalogue: Catalogue, id: string): Marker[] {
  return [...(markersByDoc(catalogue).get(id)?.values() ?? [])];
}

/** The version a description's "Available from v4.0.123" note names (`v4.0.123`), read as the API reference writes it. */
export function availabilityOf(description: string): string | undefined {
  const version = noteVersionOf(description);
  return version === undefined ? undefined : `v${version}`;
}
