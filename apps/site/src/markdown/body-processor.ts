/**
 * The processor that turns a page body into HTML: markdown-it with GitHub's extensions (tables,
 * strikethrough, bare URLs as links, task lists), SmartyPants-style typography and the site's own
 * syntax (admonitions, live demos, install tabs, heading anchors, checked doc links), and every code
 * block highlighted by Astro's own Shiki highlighter, so code looks as in the rest of the site.
 * It replaced Astro's remark/rehype pipeline, which cost about 17 s of CPU on the site's bodies where
 * this costs under one (`bench/markdown-pipelines.ts`); Shiki is the same in both.
 */
import { createShikiHighlighter, type MarkdownHeading } from '@astrojs/markdown-remark';
import MarkdownIt, { type MarkdownIt as Parser } from 'markdown-it';
import { timed } from '../lib/build-timing.js';
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

export type RenderedBody = { html: string; headings: MarkdownHeading[] };

export type BodyProcessor = {
  /** `filePath`: the page's file (relative links start there). Throws BrokenLinksError (lines of the body) or UnknownDemoError. */
  render(body: string, filePath: string): Promise<RenderedBody>;
};

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

/** Astro's highlighter (its `astro-code` blocks and diff markers) with the site's theme and transformers. */
function highlighterOf(settings: BodySettings): Highlight {
  let highlighter: ReturnType<typeof createShikiHighlighter> | undefined;
  const transformers = [...settings.shiki.transformers, ...shikiTimers('markdown')];
  return async (code, lang, meta) => {
    highlighter ??= createShikiHighlighter({ theme: settings.shiki.theme });
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

export function createBodyProcessor(settings: BodySettings): BodyProcessor {
  const md = markdownParser(settings);
  const highlight = highlighterOf(settings);
  return {
    async render(body, filePath) {
      const env = newBodyEnv(filePath, await settings.linkTargets());
      const tokens = timed('markdown:parse', () => md.parse(body, env));
      if (env.brokenLinks.length > 0) throw new BrokenLinksError(env.brokenLinks);
      await highlightCodeBlocks(tokens, highlight);
      const html = timed('markdown:html', () => md.renderer.render(tokens, md.options, env));
      return { html, headings: env.headings };
    },
  };
}
