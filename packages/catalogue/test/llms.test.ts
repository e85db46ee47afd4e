import { describe, expect, it } from 'vitest';
import { buildCatalogue, toLlmsTxt } from '../src/index.js';
import { page, source, treeCatalogue } from './helpers.js';

const options = { siteUrl: 'https://example.com', title: 'Example docs', summary: 'Every page of the example.', sidebarNames: { main: 'Learn', api: 'API' } };

describe('toLlmsTxt', () => {
  it('groups pages by sidebar and top-level category, in reading order, leaving redirect stubs out', () => {
    const text = toLlmsTxt(treeCatalogue(), options);
    const line = (id: string, route = `/docs/${id}/`) => `- [Title of ${id}](https://example.com${route}): What ${id} covers, in one sentence.`;
    expect(text).toBe(
      [
        '# Example docs',
        '',
        '> Every page of the example.',
        '',
        '## Learn',
        '',
        line('intro', '/docs/'),
        '',
        '## Learn: Guides',
        '',
        line('guides'),
        line('guides/first'),
        line('guides/deep/a'),
        line('guides/deep/b'),
        '',
        '## Learn: Reference',
        '',
        line('ref/api'),
        '',
        '## API',
        '',
        line('ref/other'),
        '',
        '## Other pages',
        '',
        line('lonely'),
        '',
      ].join('\n'),
    );
  });

  it('falls back to the sidebar name and can point at the Markdown versions', () => {
    const text = toLlmsTxt(treeCatalogue(), { ...options, sidebarNames: {}, markdownLinks: true });
    expect(text).toContain('## main: Guides');
    expect(text).toContain('- [Title of intro](https://example.com/docs/intro.md)');
    expect(text).toContain('(https://example.com/docs/guides/deep/a.md)');
  });

  it('escapes brackets and backslashes and keeps every entry on one line', () => {
    const { catalogue } = buildCatalogue(
      source([page('tricky', { title: 'Arrays [] and \\ paths', description: 'First line\nsecond [line]](javascript:alert(1))' })], { main: ['tricky'] }),
    );
    const text = toLlmsTxt(catalogue, { ...options, summary: 'Two\r\nlines' });
    expect(text).toContain('> Two lines');
    const entry = text.split('\n').find((row) => row.startsWith('- '));
    expect(entry).toBe('- [Arrays \\[\\] and \\\\ paths](https://example.com/docs/tricky/): First line second \\[line\\]\\](javascript:alert(1))');
  });
});
