/**
 * Serves the built site from loopback: gzip, the rules of dist/_redirects as 301s (moved pages),
 * `/docs/x` → 301 `/docs/x/` (one canonical URL per page, both forms reach it), dist/404.html with
 * status 404 for anything else. A page requested with `Accept: text/markdown` (preferred over HTML)
 * is answered with its Markdown twin, the file its HTML names in `<link rel="alternate"
 * type="text/markdown">`; pages say `Vary: Accept` either way. Used by `serve`, the browser tests
 * and the page-weight benchmark.
 */
import { parseRedirects, ruleFor } from '@docs/catalogue';
import compression from 'compression';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Negotiator from 'negotiator';
import handler from 'serve-handler';

export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/** True when the request's Accept header ranks Markdown above HTML (`*\/*` alone keeps HTML). */
export function prefersMarkdown(request) {
  return new Negotiator(request).mediaType(['text/html', 'text/markdown']) === 'text/markdown';
}

const TWIN = /<link rel="alternate" type="text\/markdown" href="([^"]+)"/;

/**
 * The Markdown twin a page's HTML names, as a file under `root`, or undefined (no page, no twin).
 * @param {string} root
 * @param {string} pathname a page path such as `/docs/player/api/`
 */
async function markdownTwinOf(root, pathname) {
  if (!pathname.startsWith('/docs/') || !pathname.endsWith('/')) return undefined;
  const page = path.join(root, ...pathname.split('/').filter(Boolean).map(decodeURIComponent), 'index.html');
  if (!page.startsWith(root)) return undefined;
  const html = await readFile(page, 'utf8').catch(() => undefined);
  const href = html && TWIN.exec(html)?.[1];
  if (!href?.startsWith('/docs/')) return undefined;
  const file = path.join(root, ...href.split('/').filter(Boolean).map(decodeURIComponent));
  return file.startsWith(root) && existsSync(file) ? file : undefined;
}

/**
 * Starts a server; port 0 picks a free one. Resolves with its origin and a `close` function.
 * @param {{ root?: string; host?: string; port?: number }} [options]
 */
export function startStaticServer({ root = DIST_DIR, host = '127.0.0.1', port = 0 } = {}) {
  const gzip = compression();
  const redirectsFile = path.join(root, '_redirects');
  const rules = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.invalid');
    const rule = ruleFor(rules, url.pathname);
    if (rule && rule.status >= 300 && rule.status < 400) {
      // Like the hosts that read _redirects: the query string goes along.
      response.writeHead(rule.status, { Location: `${rule.to}${url.search}` }).end();
      return;
    }
    // A page's answer depends on Accept (HTML or its Markdown twin), so caches must key on it; gzip adds Accept-Encoding.
    if (url.pathname.startsWith('/docs/') && url.pathname.endsWith('/')) response.setHeader('Vary', 'Accept');
    gzip(request, response, async () => {
      if ((request.method === 'GET' || request.method === 'HEAD') && prefersMarkdown(request)) {
        const twin = await markdownTwinOf(root, url.pathname);
        if (twin) {
          const markdown = await readFile(twin);
          response.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8', 'Content-Length': markdown.length });
          response.end(request.method === 'HEAD' ? undefined : markdown);
          return;
        }
      }
      handler(request, response, {
        public: root,
        trailingSlash: true,
        directoryListing: false,
        cleanUrls: true, // also resolves /x/ to x/index.html
        headers: [{ source: '**/*.md', headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }] }],
      }).catch((error) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      resolve({
        origin,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      });
    });
  });
}
