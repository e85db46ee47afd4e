/** The search index behind `search_docs`, on small made-up pages: pure, no file system. */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, looksLikeCode, tokenize, type SearchDoc } from '../src/mcp/search-index.js';

const page = (doc: Partial<SearchDoc> & { id: string }): SearchDoc => ({ title: doc.id, description: '', apiNames: [], optionNames: [], body: '', ...doc });

const DOCS: SearchDoc[] = [
  page({
    id: 'renderer/render-media',
    title: 'renderMedia()',
    description: 'Renders a composition to a video file.',
    apiNames: ['renderMedia'],
    optionNames: ['codec', 'inputProps'],
    body: 'Call `renderMedia()` with a composition.\n\n## Codec\n\nThe `codec` decides the container.',
  }),
  page({
    id: 'measure-spring',
    title: 'measureSpring()',
    description: 'How long a spring animation takes.',
    apiNames: ['measureSpring'],
    body: 'A spring settles after some frames.',
  }),
  page({
    id: 'spring',
    title: 'spring()',
    description: 'A physics-based animation primitive.',
    apiNames: ['spring'],
    body: 'Springs animate a value from 0 to 1.',
  }),
  page({
    id: 'player/api',
    title: '<Player>',
    description: 'Embeds a composition in a React app.',
    apiNames: ['Player'],
    optionNames: ['controls', 'loop'],
    body: 'Render the `<Player>` with a component.',
  }),
  page({
    id: 'player/index',
    title: 'Player guide',
    description: 'Everything about the Player.',
    body: 'The Player plays a composition in a web page.',
    boost: 1.5,
  }),
  page({
    id: 'animating-properties',
    title: 'Animating properties',
    description: 'Drive style values from the frame.',
    body: '## Fading in with interpolate()\n\nTo fade a title in over 20 frames, interpolate the opacity.',
    boost: 1.5,
  }),
  page({
    id: 'fonts',
    title: 'Fonts',
    description: 'Load custom typefaces, Google Fonts included.',
    body: 'Use @remotion/google-fonts to load a Google Font.',
    boost: 1.5,
  }),
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
      page({
        id: 'measure-spring',
        title: 'measureSpring()',
        description: 'How long it takes.',
        apiNames: ['measureSpring'],
        body: 'Measures how a spring animation settles.',
      }),
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

  it('tell code from questions', () => {
    expect(['<Player>', 'spring()', 'Series.Sequence', 'renderMedia'].every(looksLikeCode)).toBe(true);
    expect(looksLikeCode('render a video on Lambda')).toBe(false);
  });
});

describe('what a search reads of a page', () => {
  const first = (docs: SearchDoc[], query: string) => buildSearchIndex(docs).search(query)[0];

  it('folds word endings and drops stop words, in the pages and the query alike', () => {
    const docs = [page({ id: 'a', body: 'An animation of the opacity.' })];
    for (const query of ['animate', 'animating', 'animated']) expect(first(docs, query)?.id).toBe('a');
    expect(buildSearchIndex(docs).search('how to')).toEqual([]);
  });

  it('reads headings outside code fences only', () => {
    const docs = [page({ id: 'fenced', body: 'Intro.\n\n```sh\n# zebra\n```' }), page({ id: 'heading', body: 'Intro.\n\n## Zebra\n\nText.' })];
    expect(
      buildSearchIndex(docs)
        .search('zebra')
        .map((hit) => hit.id),
    ).toEqual(['heading', 'fenced']);
  });

  it('quotes plain text: no link targets, tags or import lines', () => {
    const docs = [page({ id: 'a', body: "import x from 'y';\n\nSee [the docs](/docs/x) <b>now</b>." })];
    expect(first(docs, 'docs')?.excerpt).toBe('See the docs now .');
    expect(buildSearchIndex(docs).search('import')).toEqual([]);
  });

  it('prefers the page that has the question’s words side by side', () => {
    // The same words, in another order.
    const docs = [
      page({ id: 'apart', title: 'A', description: 'Frame the set, rate it.' }),
      page({ id: 'together', title: 'B', description: 'Set the frame rate, it.' }),
    ];
    expect(first(docs, 'set the frame rate')?.id).toBe('together');
  });

  it('cuts a long passage around the first match, and falls back to the description', () => {
    const long = `${'word '.repeat(100)}target ${'more '.repeat(100)}`;
    const docs = [
      page({ id: 'long', body: long, description: 'D' }),
      page({ id: 'titled', title: 'Target practice', body: 'nothing here', description: 'Aim well.' }),
    ];
    const hits = buildSearchIndex(docs).search('target');
    const excerpt = hits.find((hit) => hit.id === 'long')!.excerpt;
    expect(excerpt).toContain('target');
    expect(excerpt.length).toBeLessThanOrEqual(222);
    expect(excerpt.startsWith('…') && excerpt.endsWith('…')).toBe(true);
    expect(hits.find((hit) => hit.id === 'titled')?.excerpt).toBe('Aim well.');
  });
});
