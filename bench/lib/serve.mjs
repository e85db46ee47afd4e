/**
 * A small static file server for built sites, on loopback, with gzip — the same for every site
 * so that page weights compare like for like. Text responses are gzipped once (zlib's default
 * level, as most hosts do) and kept in memory; files that are already compressed (images, fonts,
 * Pagefind's index chunks) are sent as they are. `/x` redirects to `/x/` when `/x/index.html` exists.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.md', '.webmanifest', '.wasm', '.map']);
/** Fingerprinted build assets may be cached for long (Astro: /_astro/, Docusaurus: /assets/, Rspress: /static/); pages must revalidate. */
const IMMUTABLE = /^\/(_astro|assets|static)\//;

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export async function startServer(root) {
  const rootDir = path.resolve(root);
  const cache = new Map();
  const load = async (file) => {
    if (!cache.has(file)) {
      const body = await readFile(file);
      const extension = path.extname(file);
      cache.set(file, { body, gzipped: COMPRESSIBLE.has(extension) ? gzipSync(body) : undefined, type: TYPES[extension] ?? 'application/octet-stream' });
    }
    return cache.get(file);
  };

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      const target = path.join(rootDir, pathname);
      if (!target.startsWith(rootDir)) {
        response.writeHead(403).end();
        return;
      }
      let file;
      let status = 200;
      if (pathname.endsWith('/')) file = path.join(target, 'index.html');
      else if (await isFile(target)) file = target;
      else if (await isFile(path.join(target, 'index.html'))) {
        response.writeHead(301, { location: `${pathname}/${url.search}` }).end();
        return;
      } else if (await isFile(`${target}.html`)) file = `${target}.html`;
      if (!file || !(await isFile(file))) {
        file = path.join(rootDir, '404.html');
        status = 404;
        if (!(await isFile(file))) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
      }
      const entry = await load(file);
      const gzip = entry.gzipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const body = gzip ? entry.gzipped : entry.body;
      response.writeHead(status, {
        'content-type': entry.type,
        'content-length': body.length,
        'cache-control': IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
