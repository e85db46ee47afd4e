/**
 * Heading ids and self-links: the ids and table-of-contents entries are exactly what Astro's own
 * Markdown processor gives the same headings, so every `#fragment` link made before the site moved
 * to markdown-it still lands.
 */
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { renderRules } from '../support/markdown';

const astro = await createMarkdownProcessor({ syntaxHighlight: false });

const PAGE = [
  '# Title',
  '## Options',
  'Text.',
  '### `codec` and `crf`?',
  '## Options',
  '#### Deep (not linked)',
  '## <Player> props',
  '## “Quoted” — dashes & ampersands!',
  '## "Straight" quotes and it\'s',
  '### Ends with a dash -',
  '## A <br> break',
  '## ',
].join('\n\n');

describe('heading anchors', () => {
  it("give headings the ids and TOC entries Astro's processor gives", async () => {
    const expected = await astro.render(PAGE);
    const { env, html } = await renderRules(PAGE);
    expect(env.headings).toEqual(expected.metadata.headings);
    for (const { slug } of expected.metadata.headings) expect(html).toContain(`id="${slug}"`);
  });

  it('put a named self-link beside every h2 and h3, outside the heading', async () => {
    const { html } = await renderRules(PAGE);
    expect(html).toContain(
      '<div class="heading-wrap"><h2 id="options">Options</h2><a href="#options" class="heading-anchor" aria-label="Link to this section: Options">#</a></div>',
    );
    expect(html).toContain('<div class="heading-wrap"><h2 id="options-1">Options</h2><a href="#options-1"');
    expect(html).toContain(
      '<h3 id="codec-and-crf"><code>codec</code> and <code>crf</code>?</h3><a href="#codec-and-crf" class="heading-anchor" aria-label="Link to this section: codec and crf?">#</a>',
    );
    expect(html.match(/class="heading-anchor"/g)).toHaveLength(9);
    expect(html).not.toMatch(/<h[14][^>]*>[^<]*<\/h[14]><a/);
  });
});
