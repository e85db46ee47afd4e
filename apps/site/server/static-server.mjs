/**
 * Serves the built site from loopback: gzip, `/docs/x` → 301 `/docs/x/` (one canonical URL per
 * page, both forms reach it), dist/404.html with status 404 for anything else. Used by `serve`,
 * the browser tests and the page-weight benchmark.
 */
import compression from 'compression';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * Starts a server; port 0 picks a free one. Resolves with its origin and a `close` function.
 * @param {{ root?: string; host?: string; port?: number }} [options]
 */
export function startStaticServer({ root = DIST_DIR, host = '127.0.0.1', port = 0 } = {}) {
  const gzip = compression();
  const server = http.createServer((request, response) => {
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
