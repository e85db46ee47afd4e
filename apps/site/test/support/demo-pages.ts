/** Which pages embed which live demo: every `::demo{name="…"}` line in the content, by demo name. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DOCS_DIR = fileURLToPath(new URL('../../src/content/docs/', import.meta.url));

/** Demo name → the page ids (routes under /docs/) that embed it. */
export function demoPages(docsDir: string = DOCS_DIR): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of (readdirSync(docsDir, { recursive: true }) as string[]).sort()) {
    if (!/\.mdx?$/.test(file)) continue;
    const id = file
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
    for (const match of readFileSync(path.join(docsDir, file), 'utf8').matchAll(/^::demo\{name="([^"]*)"\}\s*$/gm)) {
      used.set(match[1]!, [...(used.get(match[1]!) ?? []), id]);
    }
  }
  return used;
}
