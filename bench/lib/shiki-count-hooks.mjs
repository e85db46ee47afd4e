/**
 * Module hooks for lib/shiki-count.mjs: wherever Node loads Shiki's core — @shikijs/core itself, or a
 * copy Vite bundled into Astro's server chunks — one statement is added where Shiki counts its own
 * instances, recording each highlighter's creation time (ms since the process started), the grammars
 * and themes it starts with, and which copy of Shiki made it. Nothing else is changed.
 */
const CREATE = /function createShikiInternalSync\((\w+)\) \{(\s*)([\w$]+ \+= 1;)/;
/** Only these modules can hold Shiki's core (the package, or Astro's server chunks in dist/chunks or dist/.prerender); other sources are passed on unread. */
const CANDIDATE = /\/@shikijs\/core\/dist\/index\.mjs$|\/dist\/(?:\.prerender\/)?chunks\/[^/]+\.mjs$/;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!CANDIDATE.test(url) || result.source == null) return result;
  const source = String(result.source);
  const match = CREATE.exec(source);
  if (!match) return result;
  const [whole, options, space, counted] = match;
  const copy = url.includes('/@shikijs/core/') ? '@shikijs/core' : 'a copy bundled into the pages';
  const record = `(globalThis[Symbol.for('@docs/bench:shiki-highlighters')] ??= []).push({ atMs: Math.round(performance.now()), copy: ${JSON.stringify(copy)}, langs: (${options}.langs || []).flat(1).map((lang) => lang.name), themes: (${options}.themes || []).flat(1).map((theme) => theme.name) });`;
  return { ...result, source: source.replace(whole, `function createShikiInternalSync(${options}) {${space}${counted} ${record}`) };
}
