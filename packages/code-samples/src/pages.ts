/**
 * Reads every page (.md or .mdx) below the docs directory and extracts its code blocks, and the live
 * demos' sources (`apps/site/src/demos/*.tsx`), which pages show as code blocks of their own.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractCodeBlocks, type CodeBlock } from './extract.js';

/** The site's docs directory, relative to this package. */
export const DOCS_DIR = fileURLToPath(new URL('../../../apps/site/src/content/docs/', import.meta.url));
/** The live demos: each `.tsx` file is a composition a page runs and shows as its code. */
export const DEMOS_DIR = fileURLToPath(new URL('../../../apps/site/src/demos/', import.meta.url));
/** Where the published packages the blocks are checked against are installed. */
export const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

export async function listPageFiles(docsDir: string): Promise<string[]> {
  const entries = await readdir(docsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(docsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Each demo file as one tsx block, named `../demos/<file>` like the page files it sits beside. */
export async function loadDemoBlocks(demosDir: string = DEMOS_DIR): Promise<CodeBlock[]> {
  const files = (await readdir(demosDir).catch(() => [] as string[])).filter((file) => file.endsWith('.tsx')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file: `../demos/${file}`,
      line: 1,
      lang: 'tsx',
      meta: { title: `src/demos/${file}` },
      code: await readFile(path.join(demosDir, file), 'utf8'),
      partialReason: undefined,
      problems: [],
    })),
  );
}

export async function loadCodeBlocks(docsDir: string = DOCS_DIR, demosDir: string = DEMOS_DIR): Promise<CodeBlock[]> {
  const files = await listPageFiles(docsDir);
  const texts = await Promise.all(files.map((file) => readFile(path.join(docsDir, file), 'utf8')));
  return [...files.flatMap((file, index) => extractCodeBlocks(file, texts[index]!)), ...(await loadDemoBlocks(demosDir))];
}
