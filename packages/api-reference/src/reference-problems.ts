/**
 * Where the API reference data and a catalogue disagree, as catalogue problems (page id, rule,
 * message, severity and the path they point at), so that `docs-catalogue validate` and the site's
 * build report them like the catalogue's own. The one home of these checks: add new ones here.
 * Files and lines come from the loaders' `locate` (`@docs/catalogue/node`, `@docs/api-reference/node`).
 */
import { LIMITS, type Catalogue } from '@docs/catalogue';
import { availabilityNote, descriptionRoomFor, documentedVersionOfPage, noteVersionOf } from './description-notes.js';
import { mapApiPages, whereOverridePageIs, type Mapping } from './mapping.js';
import { overrideProblem, type DescriptionCode, type ReferenceProblem } from './problems.js';
import { referenceOfPage } from './reference.js';
import type { ApiReferenceSources } from './sources.js';
import { textProblems } from './texts.js';

export type ReferenceCheckOptions = {
  /** The real catalogue in CI: an override for a page it does not have is an error (otherwise it is skipped, unreported). */
  strict: boolean;
  /** The mapping of this catalogue and these sources, when the caller has it already. */
  mapping?: Mapping;
};

function descriptionProblem(docId: string, code: DescriptionCode, message: string): ReferenceProblem {
  return { code, message, severity: 'error', docId, path: ['docs', docId, 'description'] };
}

/** Overrides that point at nothing in the data, and (strict) at pages the API sidebar lacks. */
function overrideProblems(catalogue: Catalogue, mapping: Mapping, strict: boolean): ReferenceProblem[] {
  if (!strict) return mapping.problems;
  return [
    ...mapping.problems,
    ...mapping.overridesWithoutPage.map((docId) =>
      overrideProblem(docId, 'override-page-unknown', `overrides.yaml has an entry for "${docId}", a page ${whereOverridePageIs(catalogue, docId)}`),
    ),
  ];
}

/** What a page documents, in a message: `makeHeart (@remotion/shapes)`, `@remotion/transitions`, or nothing. */
function subjectOf(docId: string, mapping: Mapping, sources: ApiReferenceSources): string | undefined {
  const reference = referenceOfPage(docId, mapping, sources);
  if (reference?.kind === 'export') return `${reference.export.name} (${reference.export.package})`;
  if (reference?.kind === 'package') return reference.package;
  return undefined;
}

/**
 * A description's "Available from" note must be the one the data gives (the note is added from the
 * data, so a written one can only repeat it or be wrong), and the note must fit the length limit.
 */
function availabilityNoteProblems(catalogue: Catalogue, mapping: Mapping, sources: ApiReferenceSources): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  for (const doc of Object.values(catalogue.docs)) {
    const documented = Object.hasOwn(mapping.pages, doc.id) ? documentedVersionOfPage(doc.id, mapping, sources) : undefined;
    const written = noteVersionOf(doc.description);
    if (written !== undefined && written !== documented) {
      const subject = subjectOf(doc.id, mapping, sources);
      // Worded without "document" or "window": Astro takes either word in an error for a browser API used on the server, and says so.
      const why =
        documented !== undefined
          ? `but data/first-versions.yaml dates ${subject} from ${documented}`
          : subject === undefined
            ? 'but the page shows no export of the API reference'
            : `but data/first-versions.yaml has no first version for ${subject}`;
      problems.push(
        descriptionProblem(
          doc.id,
          'availability-note',
          `the description says "Available from v${written}", ${why}; remove the note: the published description gets it from the data`,
        ),
      );
    }
    if (
      written === undefined &&
      documented !== undefined &&
      doc.description.length <= LIMITS.descriptionMax &&
      doc.description.length > descriptionRoomFor(documented)
    ) {
      problems.push(
        descriptionProblem(
          doc.id,
          'description-length',
          `the description is ${doc.description.length} characters; with the "${availabilityNote(documented)}" note the data adds, it must be at most ${descriptionRoomFor(documented)} to stay within ${LIMITS.descriptionMax}`,
        ),
      );
    }
  }
  return problems;
}

/** Every disagreement between the reference's data and this catalogue (or within the data), as catalogue problems. */
export function referenceProblems(
  catalogue: Catalogue,
  sources: ApiReferenceSources,
  { strict, mapping = mapApiPages(catalogue, sources.data, sources.overrides) }: ReferenceCheckOptions,
): ReferenceProblem[] {
  // Texts keyed to a member or renderer option the data lacks carry their own file and line.
  return [
    ...overrideProblems(catalogue, mapping, strict),
    ...availabilityNoteProblems(catalogue, mapping, sources),
    ...textProblems(sources.texts, sources.data),
  ];
}
