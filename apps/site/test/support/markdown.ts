/** The site's Markdown rules on a body, without Shiki (a block becomes `<pre data-lang>`), for tests of the rules alone. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { DEMOS } from '../../src/demos/catalog';
import { newBodyEnv, type BodyEnv } from '../../src/markdown/body-env';
import { markdownParser } from '../../src/markdown/body-processor';
import { highlightCodeBlocks } from '../../src/markdown/code-fences';
import type { DocLinksOptions } from '../../src/markdown/doc-links';
import { escapeHtml } from '../../src/markdown/html';
import { fixtureCatalogue } from '../unit/fixture';

export const DOCS_DIR = '/content/docs';
export const LINK_TARGETS: DocLinksOptions = { catalogue: fixtureCatalogue(), docsDir: DOCS_DIR, extraHrefs: new Set(['/docs/category/start-here/']) };

/** A demos folder holding one demo file, with a one-line source. */
export const DEMOS_DIR = mkdtempSync(path.join(os.tmpdir(), 'demos-'));
writeFileSync(path.join(DEMOS_DIR, DEMOS['spring-damping']!.file), 'export const Source = 1;\n');

const md = markdownParser({ demosDir: DEMOS_DIR });

export async function renderRules(
  markdown: string,
  file = path.join(DOCS_DIR, 'guide/one.mdx'),
): Promise<{ html: string; env: BodyEnv; document: ReturnType<typeof parseDocument> }> {
  const env = newBodyEnv(file, LINK_TARGETS);
  const tokens = md.parse(markdown, env);
  await highlightCodeBlocks(tokens, async (code, lang) => `<pre data-lang="${lang}">${escapeHtml(code)}</pre>`);
  const html = md.renderer.render(tokens, md.options, env);
  return { html, env, document: parseDocument(html) };
}
