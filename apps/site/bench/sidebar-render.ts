/**
 * What the sidebar costs each page at build time, on this site's catalogue: the React component
 * rendered to HTML for every page of every sidebar (as the pages render it), and the lists-page href
 * each page computes. Prints CPU ms (median of --runs after a warm-up). A benchmark.
 *
 *   (in apps/site) node bench/run-ts.mjs bench/sidebar-render.ts [--runs=3]
 */
import { routeOf } from '@docs/catalogue';
import path from 'node:path';
import { loadCatalogue } from '@docs/catalogue/node';
import { Sidebar } from '@docs/sidebar-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { buildSiteModel } from '../src/lib/site-model';
import { sidebarListsHref } from '../src/lib/routes';
import { measureCpu, runsOption } from './cpu-time';

const runs = runsOption();
const { catalogue } = await loadCatalogue(path.join(process.cwd(), 'src', 'content'));
const model = buildSiteModel(catalogue);
const pages = Object.values(catalogue.docs).filter((doc) => doc.sidebar !== undefined && doc.movedTo === undefined);
console.log(`${pages.length} pages in a sidebar`);

const itemsOf = (sidebar: string) => model.sidebars[sidebar]!;
await measureCpu('lists href, every page', runs, () => {
  for (const doc of pages) sidebarListsHref(doc.sidebar!, itemsOf(doc.sidebar!));
});
await measureCpu('Sidebar to HTML, every page', runs, () => {
  for (const doc of pages) {
    renderToString(
      createElement(Sidebar, {
        items: itemsOf(doc.sidebar!),
        activeHref: routeOf(catalogue, doc.id),
        label: 'x',
        storageKey: 'x',
        closedListsHref: '/sidebars/x/',
      }),
    );
  }
});
