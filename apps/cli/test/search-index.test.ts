/** The search index behind `search_docs`, on small made-up pages: pure, no file system. */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, excerptOf, headingsOf, looksLikeCode, normalizeTerm, pairsOf, plainText, tokenize, type SearchDoc } from '../src/mcp/search-index.js';

const page = (doc: Partial<SearchDoc> & { id: string }): SearchDoc => ({ title: doc.id, description: '', apiNames: [], optionNames: [], body: '', ...doc });

const DOCS: SearchDoc[] = [
  page({ id: 'renderer/render-media', title: 'renderMedia()', description: 'Renders a composition to a video file.', apiNames: ['renderMedia'], optionNames: ['codec', 'inputProps'], body: 'Call `renderMedia()` with a composition.\n\n## Codec\n\nThe `codec` decides the container.' }),
  page({ id: 'measure-spring', title: 'measureSpring()', description: 'How long a spring animation takes.', apiNames: ['measureSpring'], body: 'A spring settles after some frames.' }),
  page({ id: 'spring', title: 'spring()', description: 'A physics-based animation primitive.', apiNames: ['spring'], body: 'Springs animate a value from 0 to 1.' }),
  page({ id: 'player/api', title: '<Player>', description: 'Embeds a composition in a React app.', apiNames: ['Player'], optionNames: ['controls', 'loop'], body: 'Render the `<Player>` with a component.' }),
  page({ id: 'player/index', title: 'Player guide', description: 'Everything about the Player.', body: 'The Player plays a composition in a web page.', boost: 1.5 }),
  page({ id: 'animating-properties', title: 'Animating properties', description: 'Drive style values from the frame.', body: '## Fading in with interpolate()\n\nTo fade a title in over 20 frames, interpolate the opacity.', boost: 1.5 }),
  page({ id: 'fonts', title: 'Fonts', description: 'Load custom typefaces, Google Fonts included.', body: 'Use @remotion/google-fonts to load a Google Font.', boost: 1.5 }),
];

describe('search index', () => {
  const index = buildSearchIndex(DOCS);

  it('finds a page by its export name first, however it is written', () => {
    expect(index.search('renderMedia')[0]?.id).toBe('renderer/render-media');
    expect(index.search('<Player>')[0]?.id).toBe('player/api');
    expect(index.search('spring()')[0]?.id).toBe('spring');
    expect(index.search('render media')[0]?.id).toBe('renderer/render-media');
  });

  it('in a question, favours the page whose export is one of its words, whole', () => {
    // measureSpring's page matches more of the question's words (animation, spring); the question names spring().
    const docs = [
      page({ id: 'spring', title: 'spring()', description: 'A physics primitive.', apiNames: ['spring'], body: 'Returns a value between 0 and 1.' }),
      page({ id: 'measure-spring', title: 'measureSpring()', description: 'How long it takes.', apiNames: ['measureSpring'], body: 'Measures how a spring animation settles.' }),
    ];
    expect(buildSearchIndex(docs).search('animate something with a spring')[0]?.id).toBe('spring');
  });

  it('does not let a longer export that contains the name win on it', () => {
    const ids = index.search('spring').map((hit) => hit.id);
    expect(ids.indexOf('spring')).toBeLessThan(ids.indexOf('measure-spring'));
  });

  it('answers questions through stems, headings and descriptions', () => {
    expect(index.search('make a title fade in')[0]?.id).toBe('animating-properties');
    expect(index.search('use a Google font')[0]?.id).toBe('fonts');
  });

  it('finds option names, typos in long words, and returns nothing for nothing', () => {
    expect(index.search('codec')[0]?.id).toBe('renderer/render-media');
    expect(index.search('composision')[0]?.id).toBeDefined();
    expect(index.search('zzzz')).toEqual([]);
    expect(index.search('renderMedia', 1)).toHaveLength(1);
  });

  it('quotes the passage that matches', () => {
    expect(index.search('codec container')[0]?.excerpt).toBe('The `codec` decides the container.');
  });
});

describe('search text helpers', () => {
  it('split identifiers into their camelCase parts and keep them whole', () => {
    expect(tokenize('renderMediaOnLambda()')).toEqual(['renderMediaOnLambda', 'render', 'Media', 'On', 'Lambda']);
    expect(tokenize('the <Player>')).toEqual(['the', 'Player']);
  });

  it('fold endings and drop stop words', () => {
    expect(['animate', 'animating', 'animation', 'animated'].map(normalizeTerm)).toEqual(['anim', 'anim', 'anim', 'anim']);
    expect(['fade', 'fading', 'videos'].map(normalizeTerm)).toEqual(['fad', 'fad', 'video']);
    expect(normalizeTerm('How')).toBeNull();
    expect(normalizeTerm('class')).toBe('class');
  });

  it('tell code from questions', () => {
    expect(['<Player>', 'spring()', 'Series.Sequence', 'renderMedia'].every(looksLikeCode)).toBe(true);
    expect(looksLikeCode('render a video on Lambda')).toBe(false);
  });

  it('read headings outside code fences, and plain text without markup', () => {
    expect(headingsOf('# A\n\n```sh\n# not a heading\n```\n\n## B')).toEqual(['A', 'B']);
    expect(plainText("import x from 'y';\n\nSee [the docs](/docs/x) <b>now</b>.")).toBe('\n\nSee the docs  now .');
  });

  it('pair neighbouring words, as stems', () => {
    expect([...pairsOf('Set the frame rate')]).toEqual(['set fram', 'fram rat']);
  });

  it('cut a long passage around the first match, and fall back to the description', () => {
    const long = `${'word '.repeat(100)}target ${'more '.repeat(100)}`;
    const excerpt = excerptOf({ body: long, description: 'D' }, ['target']);
    expect(excerpt).toContain('target');
    expect(excerpt.length).toBeLessThanOrEqual(222);
    expect(excerpt.startsWith('…') && excerpt.endsWith('…')).toBe(true);
    expect(excerptOf({ body: 'nothing here', description: 'D' }, ['target'])).toBe('D');
  });
});
