/** `show <id>`: one page's entry, route, sidebar, breadcrumbs and neighbours. */
import { breadcrumbs, idOfRoute, locateDoc, markersOf, previousAndNext, routeOf, type Catalogue, type NavLink } from '@docs/catalogue';
import { catalogueFilePath, noteIfBroken, openCatalogue } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import { columns, printable, type Output } from '../io.js';
import { flagOption, stringOption } from '../options.js';
import { unknownPage } from '../suggest.js';

export type PageDetails = {
  id: string;
  title: string;
  description: string;
  route: string;
  file?: string;
  sidebar?: string;
  movedTo?: string;
  markers: string[];
  breadcrumbs: { label: string; href?: string }[];
  previous?: NavLink;
  next?: NavLink;
};

export function pageDetails(catalogue: Catalogue, id: string, file?: string): PageDetails | undefined {
  const doc = catalogue.docs[id];
  if (!doc) return undefined;
  const item = locateDoc(catalogue, id)?.item;
  return {
    id,
    title: doc.title,
    description: doc.description,
    route: routeOf(catalogue, id),
    ...(file === undefined ? {} : { file }),
    ...(doc.sidebar === undefined ? {} : { sidebar: doc.sidebar }),
    ...(doc.movedTo === undefined ? {} : { movedTo: doc.movedTo }),
    markers: markersOf(item?.className).map((marker) => marker.className),
    breadcrumbs: breadcrumbs(catalogue, id),
    ...previousAndNext(catalogue, id),
  };
}

/** Accepts an id or a route (`/docs/player/`), since people copy either. */
function resolveId(catalogue: Catalogue, query: string): string | undefined {
  if (catalogue.docs[query]) return query;
  return query.startsWith('/') ? idOfRoute(catalogue, query) : undefined;
}

function navText(link: NavLink | undefined): string {
  return link ? `${printable(link.id)} — ${printable(link.title)} (${link.href})` : '(none)';
}

export async function show(query: string, options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  const { catalogue } = opened;
  const id = resolveId(catalogue, query);
  if (id === undefined) {
    throw unknownPage(catalogue, query);
  }
  noteIfBroken(opened, io);
  const page = opened.pages.find((candidate) => candidate.id === id);
  const details = pageDetails(catalogue, id, page ? catalogueFilePath(opened.dir, page.file) : undefined)!;

  if (flagOption(options.json)) {
    io.out(JSON.stringify(details, null, 2));
    return EXIT.ok;
  }
  const { c } = io;
  const rows: string[][] = [
    ['description', printable(details.description)],
    ['route', details.route],
    ['file', details.file === undefined ? '(unknown)' : printable(details.file)],
    ['sidebar', details.sidebar ?? '(none: the page is in no sidebar)'],
  ];
  if (details.movedTo !== undefined) rows.push(['moved to', `${printable(details.movedTo)} (a redirect stub)`]);
  if (details.markers.length) rows.push(['markers', details.markers.join(', ')]);
  if (details.breadcrumbs.length) rows.push(['breadcrumbs', details.breadcrumbs.map((crumb) => printable(crumb.label)).join(' › ')]);
  rows.push(['previous', navText(details.previous)], ['next', navText(details.next)]);
  io.out(
    [`${c.bold(printable(details.id))} — ${printable(details.title)}`, ...columns(rows.map(([label, value]) => [`  ${c.dim(label!)}`, value!]))].join('\n'),
  );
  return EXIT.ok;
}
