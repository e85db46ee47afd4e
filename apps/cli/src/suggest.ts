/** "Did you mean …" for ids and sidebar names that do not exist (the distance itself lives in @docs/catalogue). */
import { didYouMean, type Catalogue } from '@docs/catalogue';
import { Failure } from './errors.js';
import { printable } from './io.js';

export { suggestions } from '@docs/catalogue';

/** `unknown page "x"; did you mean "a" or "b"?` — or a pointer to where the names are listed. */
export function unknownNameMessage(kind: string, name: string, candidates: Iterable<string>, listHint: string): string {
  return `unknown ${kind} "${name}"; ${didYouMean(name, candidates) ?? listHint}`;
}

/** A Failure naming the unknown page id, with the nearest ids. */
export function unknownPage(catalogue: Catalogue, id: string): Failure {
  return new Failure(unknownNameMessage('page id', printable(id), Object.keys(catalogue.docs), 'run `docs-catalogue list` to see every id'));
}

/** A Failure naming the unknown sidebar, with the nearest names (or all of them). */
export function unknownSidebar(catalogue: Catalogue, name: string): Failure {
  const names = Object.keys(catalogue.sidebars);
  return new Failure(unknownNameMessage('sidebar', printable(name), names, `the sidebars are ${names.join(', ') || '(none)'}`));
}
