/**
 * Serves the built site from loopback: gzip, the rules of dist/_redirects as 301s (moved pages),
 * `/docs/x` → 301 `/docs/x/` (one canonical URL per page, both forms reach it), dist/404.html with
 * status 404 for anything else. Used by `serve`, the browser tests and the page-weight benchmark.
 */
import { parseRedirects, ruleFor } from '@docs/catalogue';
import compression from 'compression';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

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
    gzip(request, response, () => {
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
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done(undefined)); }),
      });
    });
  });
}
