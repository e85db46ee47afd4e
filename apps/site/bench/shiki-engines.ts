/**
 * Highlighting this site's real code blocks (every fenced block of every page): GitHub's light and
 * dark themes as two themes (two tokenizations per block, what the site did) against the one paired
 * theme the site uses now (`CODE_THEME`), and Shiki's two regex engines, Oniguruma (WebAssembly,
 * Shiki's default and Astro's) and its JavaScript engine. Prints CPU ms (median of --runs after a
 * warm-up) and whether the JavaScript engine's HTML matches Oniguruma's. A benchmark.
 *
 *   (in apps/site) node bench/run-ts.mjs bench/shiki-engines.ts [--runs=3]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createHighlighter, type BundledLanguage, type ThemeRegistration } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import githubDarkDefault from '@shikijs/themes/github-dark-default';
import githubLightDefault from '@shikijs/themes/github-light-default';
import { markdownParser } from '../src/markdown/body-processor';
import { CODE_THEME } from '../src/markdown/code-themes';
import { fenceInfo } from '../src/markdown/code-fences';
import { measureCpu, runsOption } from './cpu-time';

const runs = runsOption();
const docs = path.join(process.cwd(), 'src', 'content', 'docs');
const blocks: { lang: string; code: string }[] = [];
const md = markdownParser({ demosDir: path.join(process.cwd(), 'src', 'demos') });
for (const file of (readdirSync(docs, { recursive: true }) as string[]).filter((name) => name.endsWith('.md'))) {
  for (const token of md.parse(readFileSync(path.join(docs, file), 'utf8'), {})) {
    if (token.type === 'fence' || token.type === 'code_block')
      blocks.push({ lang: fenceInfo(token.info).lang || 'plaintext', code: token.content.replace(/\n$/, '') });
  }
}
const langs = [...new Set(blocks.map((block) => block.lang))];
console.log(`${blocks.length} blocks in ${langs.length} languages: ${langs.join(', ')}`);

const TWO_THEMES = { light: githubLightDefault as ThemeRegistration, dark: githubDarkDefault as ThemeRegistration };

async function measure(name: string, engine: 'oniguruma' | 'javascript', themes: Record<string, ThemeRegistration>): Promise<string[]> {
  const highlighter = await createHighlighter({
    themes: Object.values(themes),
    langs: [],
    engine: engine === 'javascript' ? createJavaScriptRegexEngine() : createOnigurumaEngine(import('shiki/wasm')),
  });
  const loaded = new Set<string>();
  for (const lang of langs) {
    try {
      await highlighter.loadLanguage(lang as BundledLanguage);
      loaded.add(lang);
    } catch {}
  }
  const names = Object.fromEntries(Object.entries(themes).map(([key, theme]) => [key, theme.name!]));
  const themeOptions = names.light && names.dark ? { themes: names, defaultColor: false as const } : { theme: Object.values(names)[0]! };
  let html: string[] = [];
  await measureCpu(name, runs, () => {
    html = blocks.map((block) =>
      highlighter.codeToHtml(block.code, { lang: loaded.has(block.lang) ? block.lang : 'plaintext', ...themeOptions, tokenizeTimeLimit: 0 }),
    );
  });
  return html;
}

await measure('oniguruma, two themes (before)', 'oniguruma', TWO_THEMES);
const paired = await measure('oniguruma, paired theme (now)', 'oniguruma', { paired: CODE_THEME });
const pairedJs = await measure('javascript, paired theme', 'javascript', { paired: CODE_THEME });
const differing = paired.filter((html, index) => html !== pairedJs[index]).length;
console.log(`javascript engine: ${differing} of ${paired.length} blocks differ from oniguruma's HTML`);
