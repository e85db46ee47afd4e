/**
 * Heading self-links, rendered by Astro's own Markdown processor (the one `astro build` uses):
 * the ids and the table-of-contents entries are exactly what Astro gives without the plugin.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remarkHeadingAnchors } from '../../src/markdown/remark-heading-anchors';

type Processor = { render: (content: string) => Promise<{ code: string; metadata: { headings: { depth: number; slug: string; text: string }[] } }> };

// Astro's processor, resolved from the astro package (it is Astro's dependency, not the site's).
const fromAstro = createRequire(createRequire(import.meta.url).resolve('astro/package.json'));
const { createMarkdownProcessor } = (await import(pathToFileURL(fromAstro.resolve('@astrojs/markdown-remark')).href)) as {
  createMarkdownProcessor: (options: { remarkPlugins: unknown[] }) => Promise<Processor>;
};
const plain = await createMarkdownProcessor({ remarkPlugins: [] });
const anchored = await createMarkdownProcessor({ remarkPlugins: [remarkHeadingAnchors] });

const PAGE = [
  '# Title',
  '## Options',
  'Text.',
  '### `codec` and `crf`?',
  '## Options',
  '#### Deep (not linked)',
  '## <Player> props',
  '## “Quoted” — dashes & ampersands!',
  '### Ends with a dash -',
  '## A <br> break',
  '## ',
].join('\n\n');

describe('remarkHeadingAnchors', () => {
  it('gives headings the ids and TOC entries Astro gives without it', async () => {
    const before = await plain.render(PAGE);
    const after = await anchored.render(PAGE);
    expect(after.metadata.headings).toEqual(before.metadata.headings);
    for (const { slug } of before.metadata.headings) expect(after.code).toContain(`id="${slug}"`);
  });

  it('puts a named self-link beside every h2 and h3, outside the heading', async () => {
    const { code } = await anchored.render(PAGE);
    expect(code).toContain(
      '<div class="heading-wrap"><h2 id="options">Options</h2><a href="#options" class="heading-anchor" aria-label="Link to this section: Options">#</a></div>',
    );
    expect(code).toContain('<div class="heading-wrap"><h2 id="options-1">Options</h2><a href="#options-1"');
    expect(code).toContain(
      '<h3 id="codec-and-crf"><code>codec</code> and <code>crf</code>?</h3><a href="#codec-and-crf" class="heading-anchor" aria-label="Link to this section: codec and crf?">#</a>',
    );
    expect(code.match(/class="heading-anchor"/g)).toHaveLength(8);
    expect(code).not.toMatch(/<h[14][^>]*>[^<]*<\/h[14]><a/);
  });
});
