import { describe, expect, it } from 'vitest';
import { didYouMean, didYouMeanSuffix, nameKey, suggestions } from '../src/index.js';

const IDS = ['installation', 'player/api', 'renderer/render-media', 'lambda/render-media-on-lambda', 'getting-started'];

describe('suggestions', () => {
  it('finds the nearest names by edit distance, best first', () => {
    expect(suggestions('instalation', IDS)).toEqual(['installation']);
    expect(suggestions('player/apy', IDS)).toEqual(['player/api']);
  });

  it('matches on the last path segment too', () => {
    expect(suggestions('render-media', IDS)).toEqual(['renderer/render-media']);
  });

  it('ignores case and offers nothing when no name is close', () => {
    expect(suggestions('MAINSIDEBAR', ['mainSidebar', 'apiSidebar'])).toEqual(['mainSidebar']);
    expect(suggestions('banana', ['doc', 'link', 'html', 'category'])).toEqual([]);
  });

  it('keeps at most `limit` names, dropping those much farther than the best', () => {
    expect(suggestions('ab', ['aa', 'ab', 'ac', 'ad', 'zz'], 2)).toEqual(['ab', 'aa']);
    expect(suggestions('render', ['render', 'renders', 'rend'])).toEqual(['render', 'renders']);
  });
});

describe('didYouMean', () => {
  it('quotes one, two or three names', () => {
    expect(didYouMean('dco', ['doc', 'link'])).toBe('did you mean "doc"?');
    expect(didYouMean('ab', ['aa', 'ac'])).toBe('did you mean "aa" or "ac"?');
    expect(didYouMean('ab', ['aa', 'ac', 'ad'])).toBe('did you mean "aa", "ac" or "ad"?');
  });

  it('says nothing when no name is close', () => {
    expect(didYouMean('banana', ['doc', 'link', 'html', 'category'])).toBeUndefined();
  });
});

describe('didYouMeanSuffix', () => {
  it('ends a message with the hint, or with nothing when no name is close', () => {
    expect(didYouMeanSuffix('dco', ['doc', 'link'])).toBe('; did you mean "doc"?');
    expect(didYouMeanSuffix('ab', ['aa', 'ac'], 1)).toBe('; did you mean "aa"?');
    expect(didYouMeanSuffix('banana', ['doc', 'link'])).toBe('');
  });
});

describe('nameKey', () => {
  it('compares API names as code: case, brackets, parentheses, dashes and spaces ignored', () => {
    expect(nameKey('<Player>')).toBe('player');
    expect(nameKey('renderMedia()')).toBe('rendermedia');
    expect(nameKey('render-media')).toBe('rendermedia');
    expect(nameKey('Target closed')).toBe('targetclosed');
  });
});
