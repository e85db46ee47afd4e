/**
 * Serves the built site (apps/site/dist) on a free loopback port for the whole run, and stops it
 * afterwards. The tests read its origin with `inject('origin')`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DIST_DIR, startStaticServer } from '../../server/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(DIST_DIR, 'docs', 'index.html')) || !existsSync(path.join(DIST_DIR, 'pagefind', 'pagefind.js'))) {
    throw new Error(`The built site is missing in ${DIST_DIR}: run the site's build (pnpm build: astro build, then Pagefind) before its tests.`);
  }
  const server = await startStaticServer();
  project.provide('origin', server.origin);
  return () => server.close();
}
