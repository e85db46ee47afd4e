/**
 * Shiki's two regex engines on this site's real code blocks: Oniguruma (WebAssembly, Shiki's
 * default and Astro's) against Shiki's JavaScript engine, each highlighting every fenced block of
 * every page with the site's two themes, and with one theme for comparison. Prints CPU ms (median of
 * --runs after a warm-up) and whether the HTML of every block matches Oniguruma's. A benchmark.
 *
 *   (in apps/site) node bench/run-ts.mjs bench/shiki-engines.ts [--runs=3]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { createHighlighter, type BundledLanguage } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { CODE_THEMES } from '../src/markdown/code-themes';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const docs = path.join(process.cwd(), 'src', 'content', 'docs');
const blocks: { lang: string; code: string }[] = [];
for (const file of (readdirSync(docs, { recursive: true }) as string[]).filter((name) => name.endsWith('.md'))) {
  visit(unified().use(remarkParse).parse(readFileSync(path.join(docs, file), 'utf8')), 'code', (node: { lang?: string | null; value: string }) => {
    blocks.push({ lang: node.lang ?? 'plaintext', code: node.value });
  });
}
const langs = [...new Set(blocks.map((block) => block.lang))];
console.log(`${blocks.length} blocks in ${langs.length} languages: ${langs.join(', ')}`);

async function measure(name: string, engine: 'oniguruma' | 'javascript', themes: Record<string, string>): Promise<string[]> {
  const highlighter = await createHighlighter({ themes: Object.values(themes), langs: [], engine: engine === 'javascript' ? createJavaScriptRegexEngine() : createOnigurumaEngine(import('shiki/wasm')) });
  const loaded = new Set<string>();
  for (const lang of langs) {
    try {
      await highlighter.loadLanguage(lang as BundledLanguage);
      loaded.add(lang);
    } catch {}
  }
  let html: string[] = [];
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const start = process.cpuUsage();
    html = blocks.map((block) => highlighter.codeToHtml(block.code, { lang: loaded.has(block.lang) ? block.lang : 'plaintext', themes, defaultColor: false, tokenizeTimeLimit: 0 }));
    const used = process.cpuUsage(start);
    if (run > 0) times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(32)} ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(6)} ms CPU (runs: ${times.map((time) => time.toFixed(0)).join(', ')})`);
  return html;
}

const two = await measure('oniguruma, two themes', 'oniguruma', CODE_THEMES);
const twoJs = await measure('javascript, two themes', 'javascript', CODE_THEMES);
const differing = two.filter((html, index) => html !== twoJs[index]).length;
console.log(`javascript engine: ${differing} of ${two.length} blocks differ from oniguruma's HTML`);
await measure('oniguruma, one theme', 'oniguruma', { light: CODE_THEMES.light });
await measure('javascript, one theme', 'javascript', { light: CODE_THEMES.light });
