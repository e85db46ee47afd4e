/**
 * What each way of turning the page bodies into HTML costs, on this site's real pages, on one thread:
 * Astro's own processor against the site's (`body-processor.ts`), the site's with GitHub's two
 * themes (two tokenizations per block) against its paired theme (one), and, to say where the time goes, the pipeline cut after each step. Prints CPU milliseconds per
 * variant (median of --runs, after one warm-up pass) and whether the HTML is byte-identical to
 * Astro's. A benchmark, never a test.
 *
 *   (in apps/site) node bench/run-ts.mjs bench/markdown-pipelines.ts [--runs=3] [--only=astro,site]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMarkdownProcessor, markdownConfigDefaults, type AstroMarkdownOptions } from '@astrojs/markdown-remark';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkSmartypants from 'remark-smartypants';
import rehypeStringify from 'rehype-stringify';
import { unified, type PluggableList } from 'unified';
import { createBodyProcessor } from '../src/markdown/body-processor';
import { currentLinkTargets } from '../src/markdown/link-targets';
import { measureCpu, runsOption } from './cpu-time';
import { markdownSettings } from '../src/markdown/settings';

// Bundled into node_modules/.cache by run-ts.mjs, so the site is the working folder, not this file's.
const siteRoot = process.cwd();
const contentDir = path.join(siteRoot, 'src', 'content');
const runs = runsOption();
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');

/** Every `.md` body as the build renders it: frontmatter cut, trimmed. */
function bodies(): { file: string; body: string }[] {
  const docs = path.join(contentDir, 'docs');
  return (readdirSync(docs, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(docs, file), 'utf8');
      const body = text.startsWith('---') ? text.slice(text.indexOf('\n---', 3) + 4) : text;
      return { file: path.join(docs, file), body: body.trim() };
    });
}

const own = markdownSettings(contentDir, () => currentLinkTargets(contentDir));
const settings = { ...markdownConfigDefaults, ...own, shikiConfig: { ...markdownConfigDefaults.shikiConfig, ...own.shikiConfig } } as AstroMarkdownOptions;

type Render = (body: string, file: string) => Promise<string>;

async function astroRender(): Promise<Render> {
  const processor = await createMarkdownProcessor(settings);
  return async (body, file) => (await processor.render(body, { fileURL: pathToFileURL(file), frontmatter: {} } as never)).code;
}

function siteRender(markdown: AstroMarkdownOptions = settings): Render {
  const processor = createBodyProcessor(markdown);
  return async (body, file) => (await processor.render(body, { fileURL: pathToFileURL(file), frontmatter: {} })).html;
}

/** The pipeline cut after a step: parse only; + GFM; + smartypants; + our plugins; + to HTML (no Shiki). */
function cutRender(steps: number): Render {
  const plugins: PluggableList = [remarkGfm, remarkSmartypants, ...(own.remarkPlugins as PluggableList)].slice(0, steps >= 4 ? undefined : steps - 1);
  const processor = unified().use(remarkParse).use(plugins);
  if (steps >= 5) processor.use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true });
  return async (body, file) => {
    if (steps >= 5) return String(await processor.process({ value: body, path: file }));
    const tree = processor.parse({ value: body, path: file });
    await processor.run(tree, { value: body, path: file } as never);
    return '';
  };
}

const VARIANTS: Record<string, () => Promise<Render> | Render> = {
  parse: () => cutRender(1),
  'parse + GFM': () => cutRender(2),
  '+ smartypants': () => cutRender(3),
  '+ site remark plugins': () => cutRender(4),
  '+ to HTML (no Shiki or raw)': () => cutRender(5),
  astro: astroRender,
  // GitHub's light and dark themes as two themes, as the site highlighted before the paired theme.
  'site with two themes': () =>
    siteRender({
      ...settings,
      shikiConfig: { ...settings.shikiConfig, theme: undefined, themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false },
    } as AstroMarkdownOptions),
  site: () => siteRender(),
};

const reference = new Map<string, string>();
const pages = bodies();

/** Whether the site's HTML is Astro's, page by page. */
function identityWithAstro(outputs: Map<string, string>): string {
  const differing = pages.filter((page) => outputs.get(page.file) !== reference.get(page.file)).map((page) => path.relative(contentDir, page.file));
  return differing.length === 0
    ? '; HTML identical to astro on every page'
    : `; HTML differs on ${differing.length} pages, e.g. ${differing.slice(0, 3).join(', ')}`;
}

console.log(`${pages.length} bodies, ${runs} runs each after a warm-up`);
for (const [name, make] of Object.entries(VARIANTS)) {
  if (only && !only.includes(name)) continue;
  const render = await make();
  const outputs = new Map<string, string>();
  await measureCpu(
    name,
    runs,
    async () => {
      for (const page of pages) outputs.set(page.file, await render(page.body, page.file));
    },
    () => (name === 'site' && reference.size > 0 ? identityWithAstro(outputs) : ''),
  );
  if (name === 'astro') for (const [file, html] of outputs) reference.set(file, html);
}
