/**
 * The body processor end to end, Shiki included: code blocks are exactly the ones Astro's own
 * Markdown processor makes with the same theme, raw HTML passes through, headings come back for the
 * table of contents, and links to no page fail the body with their lines.
 */
import path from 'node:path';
import { createMarkdownProcessor, markdownConfigDefaults } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { createBodyProcessor, highlightedBlocksOf } from '../../src/markdown/body-processor';
import { BrokenLinksError } from '../../src/markdown/doc-links';
import { CODE_THEME, COMPACT_TOKENS, WHOLE_LINES } from '../../src/markdown/code-themes';
import { DEMOS_DIR, DOCS_DIR, LINK_TARGETS } from '../support/markdown';

const shiki = { theme: CODE_THEME, transformers: [WHOLE_LINES, COMPACT_TOKENS] };
const site = createBodyProcessor({ demosDir: DEMOS_DIR, linkTargets: async () => LINK_TARGETS, shiki });
const astro = await createMarkdownProcessor({ ...markdownConfigDefaults, shikiConfig: { ...markdownConfigDefaults.shikiConfig, ...shiki } });
const FILE = path.join(DOCS_DIR, 'guide/one.md');

const CODE = [
  '```tsx title="src/Intro.tsx"\nconst frame: number = useCurrentFrame();\n```',
  '```bash\nnpx remotion render\n```',
  '```diff\n- old\n+ new\n```',
  '```\nno language\n```',
  '```json\n{ "fps": 30 }\n```',
].join('\n\n');

const blocks = (html: string) => html.match(/<pre[\s\S]*?<\/pre>/g) ?? [];

describe('the body processor', () => {
  it("highlights every code block as Astro's processor does with the same theme", async () => {
    const expected = blocks((await astro.render(CODE)).code);
    const { html } = await site.render(CODE, FILE);
    expect(expected).toHaveLength(5);
    expect(blocks(html)).toEqual(expected);
    expect(html).toContain('<div class="code-title">src/Intro.tsx</div><pre class="astro-code');
  });

  it("renders a body again from an earlier rendering's highlighted blocks without loading Shiki, where the code is unchanged", async () => {
    const first = await site.render(CODE, FILE);
    expect(first.codeBlocks).toHaveLength(5);
    const noShiki = createBodyProcessor({ demosDir: DEMOS_DIR, linkTargets: async () => LINK_TARGETS, shiki }, async () => {
      throw new Error('Shiki was loaded');
    });
    const edited = `Some new prose first.\n\n${CODE}`;
    const again = await noShiki.render(edited, FILE, highlightedBlocksOf(first));
    expect(again.html).toBe((await site.render(edited, FILE)).html);
    // A block whose code changed needs the highlighter.
    await expect(noShiki.render(CODE.replace('npx remotion render', 'npx remotion still'), FILE, highlightedBlocksOf(first))).rejects.toThrow(
      'Shiki was loaded',
    );
  });

  it('passes raw HTML through, inline and block, with Markdown between block tags', async () => {
    const { html } = await site.render('Press <kbd>Space</kbd>.<br/>\n\n<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>', FILE);
    expect(html).toContain('<p>Press <kbd>Space</kbd>.<br/></p>');
    expect(html).toContain('<details>\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>');
  });

  it('returns the headings for the table of contents', async () => {
    const { headings } = await site.render('## First\n\nText.\n\n### `render()` options', FILE);
    expect(headings).toEqual([
      { depth: 2, slug: 'first', text: 'First' },
      { depth: 3, slug: 'render-options', text: 'render() options' },
    ]);
  });

  it('fails a body with links to no page, at their lines of the body', async () => {
    const error = await site.render('# T\n\n[fine](/docs/basics) and [gone](/docs/nope)', FILE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrokenLinksError);
    expect((error as BrokenLinksError).links).toEqual([{ file: 'docs/guide/one.md', line: 3, url: '/docs/nope' }]);
  });
});
