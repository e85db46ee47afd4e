/**
 * The processor that turns a page body into HTML: markdown-it with GitHub's extensions (tables,
 * strikethrough, bare URLs as links, task lists), SmartyPants-style typography and the site's own
 * syntax (admonitions, live demos, install tabs, heading anchors, checked doc links), and every code
 * block highlighted by Astro's own Shiki highlighter, so code looks as in the rest of the site.
 * It replaced Astro's remark/rehype pipeline, which cost about 17 s of CPU on the site's bodies where
 * this costs under one (`bench/markdown-pipelines.ts`); Shiki is the same in both.
 */
import type { MarkdownHeading } from '@astrojs/markdown-remark';
import MarkdownIt, { type MarkdownIt as Parser } from 'markdown-it';
import { timed } from '../lib/build-timing.js';
import { sha256 } from '../lib/fingerprint.js';
import { admonitions } from './admonitions.js';
import { newBodyEnv } from './body-env.js';
import { codeFences, highlightCodeBlocks, type Highlight } from './code-fences.js';
import { demos } from './demos.js';
import { BrokenLinksError, docLinks } from './doc-links.js';
import { headingAnchors } from './heading-anchors.js';
import { installTabs } from './install-tabs.js';
import { shikiTimers } from './markdown-timing.js';
import type { BodySettings } from './settings.js';
import { taskLists } from './task-lists.js';
import { typography } from './typography.js';

/** Where a highlighted code block sits in a body's HTML, under a key of what it was highlighted from. */
export type CodeBlockSpan = { key: string; start: number; end: number };

export type RenderedBody = {
  html: string;
  headings: MarkdownHeading[];
  /** The code blocks' places in `html`, so a later rendering of the page can reuse them rather than start Shiki (see `highlightedBlocksOf`). */
  codeBlocks?: CodeBlockSpan[];
};

/** Highlighted code blocks by key (`codeBlockKey`), from an earlier rendering. */
export type HighlightedBlocks = ReadonlyMap<string, string>;

export type BodyProcessor = {
  /**
   * `filePath`: the page's file (relative links start there); `reuse`: blocks highlighted before, used
   * as they are. Throws BrokenLinksError (lines of the body) or UnknownDemoError.
   */
  render(body: string, filePath: string, reuse?: HighlightedBlocks): Promise<RenderedBody>;
};

/** What a code block's HTML is made from, hashed: the same key means the same HTML (under the same renderer fingerprint). */
export const codeBlockKey = (code: string, lang: string, meta: string) => sha256(JSON.stringify([lang, meta, code]));

/** The highlighted blocks an earlier rendering of a body holds, by key. */
export function highlightedBlocksOf(body: RenderedBody): HighlightedBlocks {
  return new Map((body.codeBlocks ?? []).map(({ key, start, end }) => [key, body.html.slice(start, end)]));
}

/** Finds each block's HTML in the body's HTML, in the order they were highlighted (the order they appear). */
function spansOf(html: string, blocks: readonly { key: string; html: string }[]): CodeBlockSpan[] {
  const spans: CodeBlockSpan[] = [];
  let from = 0;
  for (const block of blocks) {
    const start = html.indexOf(block.html, from);
    if (start === -1) continue;
    from = start + block.html.length;
    spans.push({ key: block.key, start, end: from });
  }
  return spans;
}

/** markdown-it with the site's syntax; HTML in bodies passes through (pages are the site's own content). */
export function markdownParser(settings: Pick<BodySettings, 'demosDir'>): Parser {
  const md = new MarkdownIt({ html: true, linkify: true });
  // GitHub links bare URLs only with their scheme (or www.), not every word with a dot.
  md.linkify.set({ fuzzyLink: false });
  return md
    .use(typography)
    .use(admonitions)
    .use(demos, { demosDir: settings.demosDir })
    .use(installTabs)
    .use(taskLists)
    .use(docLinks)
    .use(headingAnchors)
    .use(codeFences);
}

/** How Astro's highlighter module is loaded: on first use, except where that cannot be (see `createBodyProcessor`). */
export type LoadHighlighter = () => Promise<Pick<typeof import('@astrojs/markdown-remark'), 'createShikiHighlighter'>>;

const importHighlighter: LoadHighlighter = () => import('@astrojs/markdown-remark');

/** Astro's highlighter (its `astro-code` blocks and diff markers) with the site's theme and transformers, made on the first block. */
function highlighterOf(settings: BodySettings, load: LoadHighlighter): Highlight {
  let highlighter: Promise<{ codeToHtml: (code: string, lang: string, options: object) => Promise<string> }> | undefined;
  const transformers = [...settings.shiki.transformers, ...shikiTimers('markdown')];
  return async (code, lang, meta) => {
    highlighter ??= load().then(({ createShikiHighlighter }) => createShikiHighlighter({ theme: settings.shiki.theme }));
    return (await highlighter).codeToHtml(code, lang || 'plaintext', { meta, transformers });
  };
}

/**
 * Parses a body without rendering it: its broken links and unknown demos, the writer's mistakes, are
 * found in a fraction of a render's time (no highlighting, no HTML), so a build can stop on them
 * before it writes a page while the bodies still render. Its result has no HTML.
 */
export function createBodyChecker(settings: BodySettings): BodyProcessor {
  const md = markdownParser(settings);
  return {
    async render(body, filePath) {
      const env = newBodyEnv(filePath, await settings.linkTargets());
      md.parse(body, env);
      if (env.brokenLinks.length > 0) throw new BrokenLinksError(env.brokenLinks);
      return { html: '', headings: [] };
    },
  };
}

/**
 * `loadHighlighter`: by default the highlighter's module is imported on the first code block, since
 * importing it alone takes about 0.4 s, which a rebuild of a page whose code did not change does
 * without. Astro's config cannot import a module once it has loaded (its module runner is closed),
 * so the build's own integration passes the module it imported.
 */
export function createBodyProcessor(settings: BodySettings, loadHighlighter: LoadHighlighter = importHighlighter): BodyProcessor {
  const md = markdownParser(settings);
  const highlight = highlighterOf(settings, loadHighlighter);
  return {
    async render(body, filePath, reuse) {
      const env = newBodyEnv(filePath, await settings.linkTargets());
      const tokens = timed('markdown:parse', () => md.parse(body, env));
      if (env.brokenLinks.length > 0) throw new BrokenLinksError(env.brokenLinks);
      const blocks: { key: string; html: string }[] = [];
      await highlightCodeBlocks(tokens, async (code, lang, meta) => {
        const key = codeBlockKey(code, lang, meta);
        const html = reuse?.get(key) ?? (await highlight(code, lang, meta));
        blocks.push({ key, html });
        return html;
      });
      const html = timed('markdown:html', () => md.renderer.render(tokens, md.options, env));
      return { html, headings: env.headings, codeBlocks: spansOf(html, blocks) };
    },
  };
}
