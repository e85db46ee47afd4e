/** stats --bodies: the body manifest, per sidebar and top-level category, as text and as JSON. */
import { afterAll, describe, expect, it } from 'vitest';
import { copyValid, page, removeTemporaryDirs, runCli, VALID, writeText } from './helpers.js';

afterAll(removeTemporaryDirs);

/** A body of `count` distinct prose words, then a code block whose words must not count. */
function longBody(count: number): string {
  const words = Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
  return `${words}\n\n\`\`\`ts\n${Array.from({ length: 200 }, () => 'const x = 1;').join('\n')}\n\`\`\`\n`;
}

describe('stats --bodies', () => {
  it('groups every page but the redirect stubs by sidebar and top-level category, in reading order', async () => {
    const run = await runCli(['stats', '--bodies', '--json', '--dir', VALID]);
    expect(run.code).toBe(0);
    const manifest = JSON.parse(run.stdout);
    expect(manifest.target).toBe(150);
    expect(manifest.categories.map((group: { sidebar: string; category: string; pages: unknown[] }) => [group.sidebar, group.category, group.pages])).toEqual([
      [
        'mainSidebar',
        '(top level)',
        [
          { id: 'getting-started', words: 2 },
          { id: 'installation', words: 3 },
        ],
      ],
      [
        'mainSidebar',
        'Guides',
        [
          { id: 'guides/index', words: 3 },
          { id: 'guides/rendering', words: 2 },
          { id: 'guides/audio', words: 2 },
        ],
      ],
      [
        'apiSidebar',
        'Player',
        [
          { id: 'api/player', words: 2 },
          { id: 'api/render-media', words: 2 },
        ],
      ],
      ['(no sidebar)', '(no sidebar)', [{ id: 'standalone', words: 1 }]],
    ]);
    expect(manifest.totals).toEqual({ total: 8, withBody: 8, withoutBody: 0, reachingTarget: 0, words: 17 });
  });

  it('counts prose words without code blocks, and tells pages without a body from those that reach 150 words', async () => {
    const dir = copyValid();
    writeText(
      dir,
      'docs/guides/audio.mdx',
      page(['title: Audio', 'description: Adding sound tracks, trimming them and changing their volume over time.'], longBody(160)),
    );
    writeText(dir, 'docs/installation.mdx', page(['title: Installation', 'description: Which packages to add and which Node versions are supported.'], ''));
    const json = JSON.parse((await runCli(['stats', '--bodies', '--json', '--dir', dir])).stdout);
    const guides = json.categories.find((group: { category: string }) => group.category === 'Guides');
    expect(guides).toMatchObject({ total: 3, withBody: 3, withoutBody: 0, reachingTarget: 1, words: 165 });
    expect(json.totals).toMatchObject({ total: 8, withBody: 7, withoutBody: 1, reachingTarget: 1 });

    const run = await runCli(['stats', '--bodies', '--dir', dir]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('mainSidebar › (top level)  1/2 with a body, 0 ≥ 150 words, 2 words');
    expect(lines).toContain('mainSidebar › Guides  3/3 with a body, 1 ≥ 150 words, 165 words');
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^ {2}installation +no body$/), expect.stringMatching(/^ {2}guides\/audio +160$/)]));
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^without a body +1$/), expect.stringMatching(/^≥ 150 words +1$/), expect.stringMatching(/^pages +8$/)]),
    );
  });

  it('leaves plain stats unchanged', async () => {
    const run = await runCli(['stats', '--json', '--dir', VALID]);
    expect(JSON.parse(run.stdout)).toMatchObject({ pages: 9, stubs: 1 });
  });
});
