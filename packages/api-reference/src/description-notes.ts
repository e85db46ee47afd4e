/**
 * "Available from v4.0.59." in a page's published description. It is derived here, once, from the
 * publicly documented first versions (never from the registry scan, which is only an upper bound),
 * so the page files stay as written and the data is the one home of the version: the site's meta
 * description, `catalogue.json`, `llms.txt` and the page's version badge all read it from here.
 */
import { LIMITS, type Catalogue, type DocEntry } from '@docs/catalogue';
import { mapApiPages, type Mapping } from './mapping.js';
import { availabilityLine, referenceOfPage } from './reference.js';
import type { ApiReferenceSources } from './sources.js';

/** The note as a writer or this module puts it in a description; the site's badge reads it back. */
const NOTE = /\bAvailable from v(\d+\.\d+\.\d+)\b\.?/;

/** The version an "Available from vX.Y.Z" note in a description names (without the "v"), if it has one. */
export function noteVersionOf(description: string): string | undefined {
  return NOTE.exec(description)?.[1];
}

/** The note's text, as the reference's own note words it: `Available from v4.0.59.` */
export function availabilityNote(version: string): string {
  return availabilityLine({ version, source: 'documented' });
}

/** The publicly documented first version of what a page documents (its export, or its package on an overview), when it is worth a note. */
export function documentedVersionOfPage(docId: string, mapping: Mapping, sources: ApiReferenceSources): string | undefined {
  const reference = referenceOfPage(docId, mapping, sources);
  if (reference?.kind !== 'export' && reference?.kind !== 'package') return undefined;
  return reference.availability?.source === 'documented' ? reference.availability.version : undefined;
}

/** The description as published: as written, then the note, unless the text already has one (`referenceProblems` checks that it agrees). */
export function withAvailabilityNote(description: string, version: string | undefined): string {
  if (version === undefined || noteVersionOf(description) !== undefined) return description;
  return `${description} ${availabilityNote(version)}`;
}

/** How long a description may be as written so that the note still fits the catalogue's limit. */
export function descriptionRoomFor(version: string): number {
  return LIMITS.descriptionMax - availabilityNote(version).length - 1;
}

/**
 * The catalogue as published: every API page's description carries the note its documented first
 * version calls for. The same object comes back when no description changes.
 */
export function publishedCatalogue(
  catalogue: Catalogue,
  sources: ApiReferenceSources,
  mapping: Mapping = mapApiPages(catalogue, sources.data, sources.overrides),
): Catalogue {
  let docs: Record<string, DocEntry> | undefined;
  for (const docId of Object.keys(mapping.pages)) {
    const doc = catalogue.docs[docId]!;
    const description = withAvailabilityNote(doc.description, documentedVersionOfPage(docId, mapping, sources));
    if (description === doc.description) continue;
    docs ??= { ...catalogue.docs };
    docs[docId] = { ...doc, description };
  }
  return docs === undefined ? catalogue : { ...catalogue, docs };
}
