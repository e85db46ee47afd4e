/**
 * What turning the page bodies into HTML costs, on this site's real pages, on one thread: Astro's
 * own Markdown processor (remark and rehype with GFM, SmartyPants and Shiki in the site's theme, which
 * the site used until it moved to markdown-it) against the site's processor (`body-processor.ts`),
 * and the site's without Shiki, to say how much of it is highlighting. Prints CPU milliseconds per
 * variant (median of --runs, after one warm-up pass). A benchmark, never a test.
 *
 *   (in apps/site) node bench/run-ts.mjs bench/markdown-pipelines.ts [--runs=3] [--only=astro,site]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMarkdownProcessor, markdownConfigDefaults } from '@astrojs/markdown-remark';
import { createBodyProcessor, markdownParser } from '../src/markdown/body-processor';
import { newBodyEnv } from '../src/markdown/body-env';
import { highlightCodeBlocks } from '../src/markdown/code-fences';
import { currentLinkTargets } from '../src/markdown/link-targets';
import { markdownSettings } from '../src/markdown/settings';
import { measureCpu, runsOption } from './cpu-time';

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

const settings = markdownSettings(siteRoot, () => currentLinkTargets(contentDir));

type Render = (body: string, file: string) => Promise<string>;

/** Astro's processor as Astro configures it, with the site's theme and transformers (no site syntax: directives stay text). */
async function astroRender(): Promise<Render> {
  const processor = await createMarkdownProcessor({
    ...markdownConfigDefaults,
    shikiConfig: { ...markdownConfigDefaults.shikiConfig, theme: settings.shiki.theme, transformers: settings.shiki.transformers },
  });
  return async (body, file) => (await processor.render(body, { fileURL: pathToFileURL(file), frontmatter: {} } as never)).code;
}

function siteRender(): Render {
  const processor = createBodyProcessor(settings);
  return async (body, file) => (await processor.render(body, file)).html;
}

/** The site's processor with every code block left unhighlighted: markdown-it and the site's rules alone. */
async function withoutShiki(): Promise<Render> {
  const md = markdownParser(settings);
  const docLinks = await settings.linkTargets();
  return async (body, file) => {
    const env = newBodyEnv(file, docLinks);
    const tokens = md.parse(body, env);
    await highlightCodeBlocks(tokens, async (code) => `<pre>${code}</pre>`);
    return md.renderer.render(tokens, md.options, env);
  };
}

const VARIANTS: Record<string, () => Promise<Render> | Render> = {
  astro: astroRender,
  site: siteRender,
  'site without Shiki': withoutShiki,
};

const pages = bodies();
console.log(`${pages.length} bodies, ${runs} runs each after a warm-up`);
for (const [name, make] of Object.entries(VARIANTS)) {
  if (only && !only.includes(name)) continue;
  const render = await make();
  await measureCpu(name, runs, async () => {
    for (const page of pages) await render(page.body, page.file);
  });
}
