import { describe, expect, it } from 'vitest';
import { pagefindQuery, rankResults } from '../../src/scripts/search-rank';
import { queryFromPath } from '../../src/scripts/search';

const result = (url: string, title: string) => ({ url, meta: { title } });

describe('search ranking', () => {
  it('asks Pagefind for the words of a name written as code', () => {
    expect(pagefindQuery('<Player>')).toBe('Player');
    expect(pagefindQuery('renderMedia()')).toBe('renderMedia');
  });

  it('lifts the page titled with the query above pages that mention it', () => {
    const results = [result('/docs/timeout/', 'Debugging timeouts'), result('/docs/a/delay-render/', 'delayRender()'), result('/docs/other/', 'Other')];
    expect(rankResults('delayRender', results).map((entry) => entry.url)).toEqual(['/docs/a/delay-render/', '/docs/timeout/', '/docs/other/']);
  });

  it('prefers a title written as code, then the shallower route, then Pagefind’s order', () => {
    const results = [
      result('/docs/terminology/sequence/', 'Sequence'),
      result('/docs/cloudrun/deploysite/', 'deploySite()'),
      result('/docs/sequence/', '<Sequence>'),
      result('/docs/lambda/deploysite/', 'deploySite()'),
    ];
    expect(
      rankResults('Sequence', results)
        .map((entry) => entry.url)
        .slice(0, 2),
    ).toEqual(['/docs/sequence/', '/docs/terminology/sequence/']);
    expect(
      rankResults('deploySite', results)
        .map((entry) => entry.url)
        .slice(0, 2),
    ).toEqual(['/docs/cloudrun/deploysite/', '/docs/lambda/deploysite/']);
  });

  it('lifts pages whose reference lists the queried option, flag or prop, after exact titles', () => {
    const results = [
      { url: '/docs/encoding/', meta: { title: 'Encoding guide' } },
      { url: '/docs/cli/render/', meta: { title: 'npx remotion render', options: '--codec --crf' } },
      { url: '/docs/renderer/render-media/', meta: { title: 'renderMedia()', options: 'codec crf concurrency' } },
      { url: '/docs/codec/', meta: { title: 'Codec' } },
    ];
    expect(rankResults('codec', results).map((entry) => entry.url)).toEqual([
      '/docs/codec/',
      '/docs/renderer/render-media/',
      '/docs/cli/render/',
      '/docs/encoding/',
    ]);
    expect(rankResults('concurrency', results).map((entry) => entry.url)[0]).toBe('/docs/renderer/render-media/');
  });

  it('keeps Pagefind’s order when no title is the query', () => {
    const results = [result('/a/', 'Rendering'), result('/b/', 'Render farms')];
    expect(rankResults('render', results)).toEqual(results);
    expect(rankResults('()', results)).toEqual(results);
  });

  it('turns a missing page’s address into a first query', () => {
    expect(queryFromPath('/docs/lambda/render-media_x/')).toBe('lambda render media x');
    expect(queryFromPath('/docs/player/index.html')).toBe('player');
    expect(queryFromPath('/docs/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
