/** Type names in a highlighted signature link to their documentation, the name only, colours kept. */
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEME, WHOLE_LINES } from '../../src/markdown/code-themes';
import { typeLinkTransformer } from '../../src/lib/type-link-transformer';

describe('typeLinkTransformer', () => {
  it('wraps each linked type name in a link and leaves other tokens alone', async () => {
    const highlighter = await createHighlighter({ themes: [CODE_THEME], langs: ['ts'] });
    const code = 'function renderMedia(options: RenderMediaOptions): Promise<RenderMediaResult>;';
    const html = highlighter.codeToHtml(code, {
      lang: 'ts',
      theme: CODE_THEME.name!,
      transformers: [WHOLE_LINES, typeLinkTransformer({ RenderMediaOptions: '/docs/renderer/types/#RenderMediaOptions' })],
    });
    expect(html).toContain('> <a href="/docs/renderer/types/#RenderMediaOptions" class="api-type-link">RenderMediaOptions</a></span>');
    expect(html.match(/<a /g)).toHaveLength(1);
    // Whole lines in both, or a busy machine's time limit leaves a line plain in one of them.
    const plain = highlighter.codeToHtml(code, { lang: 'ts', theme: CODE_THEME.name!, transformers: [WHOLE_LINES] });
    expect(html.replace(/<a [^>]*>|<\/a>/g, '')).toBe(plain);
  });
});
