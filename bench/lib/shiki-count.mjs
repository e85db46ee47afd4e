/**
 * `node --import ./shiki-count.mjs …`: counts the Shiki highlighters the process creates, which no
 * hook of Astro or Shiki reports, and writes them to the file named by DOCS_SHIKI_COUNT at exit.
 * Each highlighter is one call of @shikijs/core's createShikiInternalSync (lib/shiki-count-hooks.mjs).
 */
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';

const CREATED = Symbol.for('@docs/bench:shiki-highlighters');

register('./shiki-count-hooks.mjs', import.meta.url);

process.on('exit', () => {
  const created = globalThis[CREATED];
  // Only the process that loaded Shiki writes (a helper process started with the same options would write nothing).
  if (created && process.env.DOCS_SHIKI_COUNT) writeFileSync(process.env.DOCS_SHIKI_COUNT, `${JSON.stringify(created, null, 2)}\n`);
});
