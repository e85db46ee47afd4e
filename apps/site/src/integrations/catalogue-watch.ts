/**
 * The live catalogue of `astro dev`: watches the content folder, tells the loader which files changed
 * (only those are read again), prints the catalogue's problems once per change and reloads the
 * browser; the reloaded page renders its body from the file as the catalogue just read it. While the
 * catalogue has errors, every page answers with Astro's error overlay.
 */
import type { IncomingMessage } from 'node:http';
import { errorReport, hasErrors, problemLine, type Problem } from '@docs/catalogue';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { invalidateSiteCatalogue, readSiteCatalogue } from '../lib/load';
import { CatalogueError } from '../lib/problems';
import { isCatalogueChange, type WatchEvent } from './catalogue-files';
import { answerWithOverlay } from './error-overlay';

const DEV_CONSEQUENCE = 'pages show them until they are fixed';
/** Changes closer together than this are one burst, read and reloaded once. */
const BURST_MS = 30;
/** How long a catalogue with errors is given to finish being written before it is read again. */
const SETTLE_MS = 150;

/** Prints the problems when they differ from the ones printed last, so each is printed once. */
function problemPrinter(logger: AstroIntegrationLogger): (problems: readonly Problem[]) => void {
  let printed = '';
  return (problems) => {
    const errors = hasErrors(problems) ? errorReport(problems, { subject: 'The catalogue', consequence: DEV_CONSEQUENCE }) : '';
    const warnings = problems
      .filter((problem) => problem.severity === 'warning')
      .map(problemLine)
      .join('\n');
    const report = `${errors}\n${warnings}`;
    if (report === printed) return;
    if (errors) logger.error(errors);
    else if (printed.startsWith('The catalogue has')) logger.info('The catalogue has no errors any more.');
    if (warnings) logger.warn(warnings);
    printed = report;
  };
}

/** A request the site's pages would answer (not one for Vite's client, modules or sources). */
function isSiteRequest(request: IncomingMessage): boolean {
  return !/^\/(@|__|node_modules\/|src\/|\.astro\/)/.test(request.url ?? '/');
}

/** A page navigation, as opposed to a request for data (a page's Markdown, a sitemap). */
function isNavigation(request: IncomingMessage): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** The dev server (Vite's), as Astro hands it to integrations. */
export type DevServer = Parameters<NonNullable<AstroIntegration['hooks']['astro:server:setup']>>[0]['server'];

export function watchCatalogue(server: DevServer, contentDir: string, logger: AstroIntegrationLogger): void {
  const print = problemPrinter(logger);
  const changed = new Set<string>();
  const report = async (reload: boolean) => {
    const paths = [...changed];
    changed.clear();
    try {
      let { problems } = await readSiteCatalogue(contentDir);
      if (hasErrors(problems) && paths.length) {
        // An editor that writes a file in place can be caught half-way (an empty sidebars.yaml): read the burst's files once more before blaming them.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        for (const file of paths) invalidateSiteCatalogue(contentDir, file);
        ({ problems } = await readSiteCatalogue(contentDir));
      }
      print(problems);
    } catch (error) {
      logger.error(`The catalogue could not be read: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    if (reload) server.hot.send({ type: 'full-reload', path: '*' });
  };
  let pending: ReturnType<typeof setTimeout> | undefined;
  // Catalogue changes seen, and how many of them the last page served had: a reload sent while the
  // browser was between two pages reaches no one, so a browser that connects with an older page reloads.
  let changes = 0;
  let servedChanges = 0;
  server.ws.on('connection', () => {
    if (servedChanges < changes) server.hot.send({ type: 'full-reload', path: '*' });
  });
  server.watcher.add(contentDir);
  server.watcher.on('all', (event: string, changedPath: string) => {
    if (!isCatalogueChange(contentDir, event as WatchEvent, changedPath)) return;
    // At once, so a request arriving now reads the change; the reload waits for a burst of changes (a rename, a checkout) to end.
    invalidateSiteCatalogue(contentDir, changedPath);
    changes += 1;
    changed.add(changedPath);
    clearTimeout(pending);
    pending = setTimeout(() => void report(true), BURST_MS);
  });
  void report(false);

  // While the catalogue has errors no request reaches the pages, which would only fail on them again.
  server.middlewares.use((request, response, next) => {
    if (!isSiteRequest(request)) return next();
    if (isNavigation(request)) servedChanges = changes;
    readSiteCatalogue(contentDir).then((loaded) => {
      if (!hasErrors(loaded.problems)) return next();
      const error = new CatalogueError(loaded.problems, contentDir, DEV_CONSEQUENCE);
      if (isNavigation(request)) return answerWithOverlay(server, response, error);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(error.message);
    }, next);
  });
}
