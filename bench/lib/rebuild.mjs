/**
 * The rebuilds that follow a cold build, in the same project with whatever caches and output the
 * tool left in place: a warm rebuild (nothing changed) and a one-page rebuild (a paragraph appended
 * to one mid-catalogue page's Markdown in that builder's project, restored afterwards). Timed like
 * the cold builds; nothing is deleted first.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { timedBuild } from './build.mjs';
import { loadValidCatalogue } from './catalogue.mjs';

/** The page the one-page rebuild edits: the middle one by id of the pages that are not redirect stubs. */
export async function pageToEdit(catalogueDirectory) {
  const { lib, catalogue, pages } = await loadValidCatalogue(catalogueDirectory);
  const candidates = pages.filter((page) => page.frontmatter.movedTo === undefined).sort((a, b) => (a.id < b.id ? -1 : 1));
  return { lib, catalogue, page: candidates[Math.floor(candidates.length / 2)] };
}

/** Appends a paragraph to `file` while `fn` runs, then puts the file back byte for byte. */
async function withAppendedParagraph(file, paragraph, fn) {
  const original = await readFile(file, 'utf8');
  await writeFile(file, `${original.trimEnd()}\n\n${paragraph}\n`);
  try {
    return await fn();
  } finally {
    await writeFile(file, original);
  }
}

/**
 * `build` is what timedBuild takes for the cold build; `logFile(kind)` names each rebuild's log.
 * Returns `{ warm, onePage }`, each a timedBuild result (onePage also names the page edited).
 */
export async function timedRebuilds(build, target, { logFile, label }) {
  const warm = await timedBuild({ ...build, clean: [], logFile: logFile('warm') });
  const file = build.sourceFile(target.page, target.lib, target.catalogue);
  const paragraph = `This paragraph was appended for the one-page rebuild of the benchmark (${label}).`;
  const onePage = await withAppendedParagraph(file, paragraph, () => timedBuild({ ...build, clean: [], logFile: logFile('one-page') }));
  return { warm, onePage: { ...onePage, page: target.page.id } };
}
