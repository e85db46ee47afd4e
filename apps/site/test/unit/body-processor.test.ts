/**
 * The site's body processor against Astro's own, on bodies with every construct the pages use: the
 * HTML must be the same, since it leaves out only steps these bodies do not need (the image steps,
 * and rehype-raw's re-parse when a body has no raw HTML).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createMarkdownProcessor, markdownConfigDefaults, type AstroMarkdownOptions } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { createBodyProcessor } from '../../src/markdown/body-processor';
import { currentLinkTargets } from '../../src/markdown/link-targets';
import { markdownSettings } from '../../src/markdown/settings';

const CONTENT_DIR = fileURLToPath(new URL('../../src/content/', import.meta.url));
const own = markdownSettings(CONTENT_DIR, () => currentLinkTargets(CONTENT_DIR));
const settings = { ...markdownConfigDefaults, ...own, shikiConfig: { ...markdownConfigDefaults.shikiConfig, ...own.shikiConfig } } as AstroMarkdownOptions;
const fileURL = pathToFileURL(path.join(CONTENT_DIR, 'docs', 'spring.md'));

const BODIES = {
  'prose, smart quotes, links, GFM': `Intro with "quotes" -- and a [link](/docs/interpolate) to ~~old~~ text.\n\n| a | b |\n| - | :-: |\n| 1 | \`two\` |\n\n- [x] done\n- item`,
  'headings with ids and code': `## Render a "still"\n\n### \`spring()\` options\n\n\`\`\`tsx title="src/Intro.tsx"\nconst x: number = 1;\n\`\`\`\n\n\`\`\`bash\nnpx remotion render\n\`\`\`\n\n\`\`\`diff\n- old\n+ new\n\`\`\``,
  'admonitions and install tabs': `:::note\nA note with **bold**.\n:::\n\n:::warning[Watch out]\nText.\n:::\n\n\`\`\`bash\nnpm i remotion\n\`\`\``,
  'a live demo': `Text.\n\n::demo{name="spring-damping"}`,
  'raw HTML, inline and block': `Press <kbd>Space</kbd>.<br/>\n\n<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>`,
};

const astro = await createMarkdownProcessor(settings);
const site = createBodyProcessor(settings);

describe('the body processor', () => {
  it.each(Object.entries(BODIES))('renders %s as Astro would', async (_name, body) => {
    const expected = await astro.render(body, { fileURL, frontmatter: {} } as never);
    const actual = await site.render(body, { fileURL, frontmatter: {} });
    expect(actual.html).toBe(expected.code);
    expect(actual.headings).toEqual(expected.metadata.headings);
  });

  it('folds raw HTML into elements when a body has some', async () => {
    const { html } = await site.render('<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>', { fileURL, frontmatter: {} });
    expect(html).toContain('<details>\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>');
  });
});
