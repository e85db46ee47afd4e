/**
 * Astro's error overlay for a catalogue with errors, answered the way Astro answers its own errors in
 * dev: a 500 page that loads Vite's client, and the error sent over the HMR socket (Vite keeps it for
 * a client that connects later). Astro turns the error into its overlay, with the file at the line.
 */
import type { ServerResponse } from 'node:http';
import type { CatalogueError } from '../lib/problems';

/** What the overlay needs of Vite's dev server: its HMR channel. */
export type OverlayChannel = { hot: { send(payload: ReturnType<typeof overlayPayload>): void } };

const PAGE = '<!doctype html><title>CatalogueError</title><script type="module" src="/@vite/client"></script>';

/** The error as the overlay receives it: message, file and line; no stack, since the code is not at fault. */
export function overlayPayload(error: CatalogueError) {
  return { type: 'error' as const, err: { name: error.name, message: error.message, stack: '', ...(error.loc ? { loc: error.loc, id: error.loc.file } : {}) } };
}

export function answerWithOverlay(server: OverlayChannel, response: ServerResponse, error: CatalogueError): void {
  response.on('close', () => setTimeout(() => server.hot.send(overlayPayload(error)), 200));
  response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(PAGE);
}
