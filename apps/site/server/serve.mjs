#!/usr/bin/env node
/** `pnpm --filter @docs/site serve`: the built site on http://127.0.0.1:4321 (PORT and HOST override). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, startStaticServer } from './static-server.mjs';

if (!existsSync(path.join(DIST_DIR, 'docs', 'index.html'))) {
  console.error(`No built site in ${DIST_DIR}; run \`pnpm build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const { origin, close } = await startStaticServer({ host, port });
console.log(`Serving ${DIST_DIR} at ${origin}/docs/`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void close().then(() => process.exit(0)));
