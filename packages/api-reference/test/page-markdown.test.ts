import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../src/page-markdown.js';

/** The body of an .mdx page's Markdown twin, without the title, description and source lines. */
const mdxBody = (body: string) => pageMarkdown({ title: 'T', description: 'D', body, url: 'u', format: 'mdx' }).replace('# T\n\n> D\n\nSource: u\n\n', '');

describe('Markdown twins', () => {
  it('drop MDX import/export statements but keep code that contains them', () => {
    const body = "import {Tabs} from './tabs';\n\n# Hello\n\n```ts\nimport {renderMedia} from '@remotion/renderer';\n```\n\nexport const x = 1;\n\nText.";
    expect(mdxBody(body)).toBe("# Hello\n\n```ts\nimport {renderMedia} from '@remotion/renderer';\n```\n\nText.\n");
  });

  it('keep invalid MDX as written', () => {
    expect(mdxBody('a { b')).toBe('a { b\n');
  });

  it('drop the statements only from .mdx pages: in a .md page they are text', () => {
    const body = 'import is a word here.\n\nexport means shipping abroad.';
    expect(pageMarkdown({ title: 'T', description: 'D', body, url: 'u', format: 'md' })).toContain(body);
    expect(pageMarkdown({ title: 'T', description: 'D', body: "import x from 'y';\n\nText.", url: 'u', format: 'mdx' })).not.toContain('import');
  });

  it('start with the title, the description as a quote, and the page URL', () => {
    expect(pageMarkdown({ title: '<Player>', description: 'Embeds a video.', body: 'Body.', url: 'http://x/docs/player/api/', format: 'md' })).toBe(
      '# <Player>\n\n> Embeds a video.\n\nSource: http://x/docs/player/api/\n\nBody.\n',
    );
    expect(pageMarkdown({ title: 'T', description: 'D', body: '', url: 'u', format: 'mdx' })).toBe('# T\n\n> D\n\nSource: u\n');
  });

  it('append the generated API reference after the body', () => {
    expect(pageMarkdown({ title: 'T', description: 'D', body: 'Body.', url: 'u', format: 'md', reference: '## API reference\n\n### Signature' })).toBe(
      '# T\n\n> D\n\nSource: u\n\nBody.\n\n## API reference\n\n### Signature\n',
    );
  });
});
