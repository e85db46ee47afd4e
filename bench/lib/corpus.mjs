/**
 * The corpus the builds compare: `bare` is the catalogue as it is; `bodied` (the default) gives
 * every page without a real body a generated one (lib/filler.mjs), so the builds measure Markdown,
 * highlighting, search and HTML work rather than start-up; `bodied-api` is `bodied` with the
 * generated API reference rendered by all three (ours itself, the peers from its Markdown).
 * Bodies are written into the 1× snapshot, so scaled copies, generators and parity see the same text.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { apiReferenceMarkdown } from './api-reference.mjs';
import { loadValidCatalogue } from './catalogue.mjs';
import { FILLER_MARK, fillerBody, markerComment } from './filler.mjs';
import { randomFor } from './prng.mjs';
import { median } from './stats.mjs';

export const CORPORA = ['bodied', 'bodied-api', 'bare'];
/** A page "has a real body" from this many prose words; below it, today's pages have none at all. */
export const REAL_BODY_WORDS = 150;

const isFiller = (body) => body.includes(FILLER_MARK);

/** Link text for a page: its title, in backticks when it names code (`<Player>`, `renderMedia()`, `animeWow`). */
function linkText(title) {
  const code = /^<[^>]+>$|^[\w.$]+\(\)|^[a-z]+[A-Z][\w$]*$/.test(title) || /[<>[\]{}*_|\\]/.test(title);
  if (!code) return title;
  return title.includes('`') ? 'this page' : `\`${title}\``;
}

/** Links go to a page of the same folder more often than not, as on real pages. */
function linkPicker(lib, catalogue, pages) {
  const targets = pages
    .filter((page) => page.frontmatter.movedTo === undefined)
    .map((page) => ({ id: page.id, folder: page.id.split('/')[0], text: linkText(page.frontmatter.title), href: lib.routeOf(catalogue, page.id) }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const byFolder = new Map();
  for (const target of targets) {
    if (!byFolder.has(target.folder)) byFolder.set(target.folder, []);
    byFolder.get(target.folder).push(target);
  }
  return (id) => {
    const near = (byFolder.get(id.split('/')[0]) ?? []).filter((target) => target.id !== id);
    return (r) => {
      for (;;) {
        const target = near.length > 0 && r.chance(0.6) ? r.pick(near) : r.pick(targets);
        if (target.id !== id) return target;
      }
    };
  };
}

/** Gives every page under REAL_BODY_WORDS a generated body (redirect stubs keep theirs). Returns how many. */
export async function writeCorpus(dir, corpus) {
  if (!CORPORA.includes(corpus)) throw new Error(`unknown corpus "${corpus}" (corpora: ${CORPORA.join(', ')})`);
  if (corpus === 'bare') return 0;
  const { lib, catalogue, pages } = await loadValidCatalogue(dir);
  const pickerFor = linkPicker(lib, catalogue, pages);
  const bare = pages.filter((page) => page.frontmatter.movedTo === undefined && !isFiller(page.body) && lib.proseWordCount(page.body) < REAL_BODY_WORDS);
  await Promise.all(
    bare.map(async (page) => {
      const text = await readFile(page.absolutePath, 'utf8');
      if (!text.endsWith(page.body)) throw new Error(`${page.file}: cannot find its body after the frontmatter`);
      const format = page.file.endsWith('.mdx') ? 'mdx' : 'md';
      const body = fillerBody({ intro: page.body, marker: markerComment(page.id, format), pickLink: pickerFor(page.id), random: randomFor(page.id) });
      await writeFile(page.absolutePath, `${text.slice(0, text.length - page.body.length).trimEnd()}\n\n${body}`);
    }),
  );
  return bare.length;
}

/** Opening fences of code blocks (a fence inside a block is its closing line). */
function codeBlocks(body) {
  let open;
  let count = 0;
  for (const line of body.split('\n')) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (!fence) continue;
    if (open === undefined) {
      open = fence;
      count++;
    } else if (fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
  }
  return count;
}

/** What the builds get to chew on: the figures the report gives for the corpus. */
export async function corpusStats(dir, corpus) {
  const { lib, catalogue, pages } = await loadValidCatalogue(dir);
  const perPage = pages.map((page) => ({
    words: lib.proseWordCount(page.body),
    real: page.frontmatter.movedTo === undefined && !isFiller(page.body) && lib.proseWordCount(page.body) >= REAL_BODY_WORDS,
    filler: isFiller(page.body),
    stub: page.frontmatter.movedTo !== undefined,
    codeBlocks: codeBlocks(page.body),
    links: (page.body.match(/\]\(\/docs\b/g) ?? []).length,
    tables: (page.body.match(/^\|(?:\s*:?-{3,}:?\s*\|)+\s*$/gm) ?? []).length,
  }));
  const sum = (pick) => perPage.reduce((total, page) => total + pick(page), 0);
  return {
    corpus,
    pages: pages.length,
    realBodies: perPage.filter((page) => page.real).length,
    fillerBodies: perPage.filter((page) => page.filler).length,
    redirectStubs: perPage.filter((page) => page.stub).length,
    words: sum((page) => page.words),
    medianWords: median(perPage.map((page) => page.words)),
    codeBlocks: sum((page) => page.codeBlocks),
    links: sum((page) => page.links),
    tables: sum((page) => page.tables),
    ...(corpus === 'bodied-api' ? { apiReference: await referenceStats(lib, catalogue) } : {}),
  };
}

/** The reference every build renders in `bodied-api`: pages that have one, and its words (table cells count). */
async function referenceStats(lib, catalogue) {
  const references = [...(await apiReferenceMarkdown(catalogue)).values()];
  return {
    pages: references.length,
    words: references.reduce((total, text) => total + lib.proseWordCount(text), 0),
    tables: references.reduce((total, text) => total + (text.match(/^\| --- /gm) ?? []).length, 0),
  };
}
