/** `list`: page ids, one per line (or entries as JSON), filtered by sidebar, prefix or stub state. */
import type { Catalogue, DocEntry } from '@docs/catalogue';
import { routeOf } from '@docs/catalogue';
import { noteIfBroken, openCatalogue } from '../catalogue-dir.js';
import { EXIT, UsageError, type ExitCode } from '../errors.js';
import { printable, type Output } from '../io.js';
import { flagOption, stringOption } from '../options.js';
import { unknownSidebar } from '../suggest.js';

export type ListFilter = {
  /** A sidebar name; `null` selects pages in no sidebar. */
  sidebar?: string | null;
  prefix?: string;
  stubs?: boolean;
};

export function filterDocs(catalogue: Catalogue, filter: ListFilter): DocEntry[] {
  return Object.values(catalogue.docs)
    .filter((doc) => filter.sidebar === undefined || (filter.sidebar === null ? doc.sidebar === undefined : doc.sidebar === filter.sidebar))
    .filter((doc) => filter.prefix === undefined || doc.id.startsWith(filter.prefix))
    .filter((doc) => !filter.stubs || doc.movedTo !== undefined)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** cac gives `sidebar: false` for --no-sidebar and a value for --sidebar NAME (defaults are off for this command). */
function sidebarFilter(value: unknown): string | null | undefined {
  if (value === false) return null;
  if (Array.isArray(value) && value.includes(false)) throw new UsageError('--sidebar and --no-sidebar cannot be combined');
  return stringOption(value, '--sidebar');
}

export async function list(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const sidebar = sidebarFilter(options.sidebar);
  const prefix = stringOption(options.prefix, '--prefix');
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  const { catalogue } = opened;
  if (typeof sidebar === 'string' && !(sidebar in catalogue.sidebars)) {
    throw unknownSidebar(catalogue, sidebar);
  }
  noteIfBroken(opened, io);

  const docs = filterDocs(catalogue, {
    ...(sidebar === undefined ? {} : { sidebar }),
    ...(prefix === undefined ? {} : { prefix }),
    stubs: flagOption(options.stubs),
  });
  if (flagOption(options.json)) {
    io.out(
      JSON.stringify(
        docs.map((doc) => ({ ...doc, route: routeOf(catalogue, doc.id) })),
        null,
        2,
      ),
    );
  } else if (docs.length) {
    io.out(docs.map((doc) => printable(doc.id)).join('\n'));
  }
  return EXIT.ok;
}
