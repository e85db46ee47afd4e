/**
 * From data to page: the page → export mapping with its overrides, the availability merge, and the
 * presentation and Markdown of one page. Small hand-made data, so each rule is visible.
 */
import { buildCatalogue, CURRENT_VERSION, type Catalogue } from '@docs/catalogue';
import { describe, expect, it } from 'vitest';
import { availabilityOf, isWorthANote, type FirstVersions, type RegistryScan } from '../src/availability.js';
import { coverageReport, formatCoverage } from '../src/coverage.js';
import { presentationToMarkdown } from '../src/markdown.js';
import { mapApiPages } from '../src/mapping.js';
import { OverridesSchema, type Overrides } from '../src/overrides.js';
import { inlineCodeParts, presentReference, rowNotes } from '../src/present.js';
import { EMPTY_TEXTS, textProblems, type ReferenceTexts } from '../src/texts.js';
import { referenceOfPage, typeLinksOf } from '../src/reference.js';
import type { ApiData, ApiExport, Member } from '../src/schema.js';
import type { ApiReferenceSources } from '../src/sources.js';

const fn = (packageName: string, name: string, extra: Partial<ApiExport> = {}): ApiExport => ({
  package: packageName,
  name,
  module: packageName,
  kind: 'function',
  signatures: [
    {
      text: `${name}(options: Options): void`,
      parameters: [
        {
          name: 'options',
          type: 'Options',
          optional: false,
          members: [
            { name: 'codec', type: "'h264' | 'vp8'", optional: true, default: "'h264'" },
            { name: 'chromiumOptions', type: 'ChromiumOptions', optional: true, members: [{ name: 'gl', type: 'string', optional: true }] },
          ],
        },
      ],
      returns: 'void',
    },
  ],
  ...extra,
});

const DATA: ApiData = {
  generatedBy: 'test',
  pinnedVersion: '4.0.527',
  packages: {
    '@remotion/renderer': { status: 'pinned', version: '4.0.527' },
    '@remotion/lambda': { status: 'pinned', version: '4.0.527' },
    '@remotion/lambda-client': { status: 'pinned', version: '4.0.527' },
    '@remotion/lottie': { status: 'older', version: '4.0.520', newestOnRegistry: '4.0.520' },
    '@remotion/gsap': { status: 'unpublished' },
  },
  exports: {
    '@remotion/renderer#renderMedia': fn('@remotion/renderer', 'renderMedia'),
    '@remotion/lambda#renderMediaOnLambda': fn('@remotion/lambda', 'renderMediaOnLambda', {
      deprecated: { replacement: { package: '@remotion/lambda-client', name: 'renderMediaOnLambda' } },
    }),
    '@remotion/lambda-client#renderMediaOnLambda': fn('@remotion/lambda-client', 'renderMediaOnLambda'),
    '@remotion/lambda-client#getSites': fn('@remotion/lambda-client', 'getSites'),
    '@remotion/lottie#Lottie': { ...fn('@remotion/lottie', 'Lottie'), kind: 'component' },
  },
  rendererOptions: {},
  cliFlagGroups: { renderMedia: [{ flag: 'codec', apiName: 'codec', type: 'Codec', default: '"h264"' }] },
};

/** A catalogue whose apiSidebar has a package category per package, like the real one. */
function catalogueWith(pages: [id: string, title: string][], sidebar: unknown[]): Catalogue {
  const { catalogue } = buildCatalogue({
    pages: pages.map(([id, title]) => ({ id, frontmatter: { title, description: `What the page ${id} is about, in a sentence.` } })),
    sidebars: { apiSidebar: sidebar },
    version: CURRENT_VERSION,
  });
  return catalogue;
}

const CATALOGUE = catalogueWith(
  [
    ['renderer', '@remotion/renderer'],
    ['renderer/render-media', 'renderMedia()'],
    ['renderer/get-parts', 'getParts()'],
    ['lambda/rendermediaonlambda', 'renderMediaOnLambda()'],
    ['lambda/getsites', 'getSites()'],
    ['lottie/lottie', '<Lottie>'],
    ['gsap/use-gsap', 'useGsap()'],
    ['cli/render', 'npx remotion render'],
    ['cli/still', 'npx remotion still'],
  ],
  [
    { type: 'category', label: 'Command line', items: ['cli/render', 'cli/still'] },
    { type: 'category', label: '@remotion/renderer', link: { type: 'doc', id: 'renderer' }, items: ['renderer/render-media', 'renderer/get-parts'] },
    { type: 'category', label: '@remotion/lambda', items: ['lambda/rendermediaonlambda', 'lambda/getsites'] },
    { type: 'category', label: '@remotion/lottie', items: ['lottie/lottie'] },
    { type: 'category', label: '@remotion/gsap', items: ['gsap/use-gsap'] },
  ],
);

const overrides = (pages: unknown = {}): Overrides => OverridesSchema.parse({ pages });
const OVERRIDES = overrides({
  'lambda/getsites': { package: '@remotion/lambda-client', export: 'getSites' },
  'renderer/get-parts': { notAnExport: 'No longer exported at 4.0.527.' },
  'cli/render': { cliFlags: ['renderMedia'] },
});

describe('the export a page documents', () => {
  const statusOf = (docId: string, title: string) =>
    mapApiPages(catalogueWith([[docId, title]], [{ type: 'category', label: '@remotion/renderer', items: [docId] }]), DATA, overrides()).pages[docId];

  it('is named by the title as code, else by the last id segment', () => {
    expect(statusOf('renderer/other-name', 'renderMedia()')).toEqual({ status: 'generated', package: '@remotion/renderer', export: 'renderMedia' });
    expect(statusOf('renderer/render-media', 'Rendering media')).toEqual({ status: 'generated', package: '@remotion/renderer', export: 'renderMedia' });
    expect(statusOf('renderer/best-practices', 'Best practices')).toEqual({
      status: 'unmapped',
      package: '@remotion/renderer',
      reason: '@remotion/renderer exports none of "best-practices"',
    });
    expect(statusOf('renderer/player', '<Player>')).toMatchObject({ status: 'unmapped', reason: '@remotion/renderer exports none of "Player", "player"' });
  });
});

describe('mapApiPages', () => {
  const mapping = mapApiPages(CATALOGUE, DATA, OVERRIDES);

  it('gives every API page exactly one status', () => {
    expect(mapping.pages).toEqual({
      renderer: { status: 'not-an-export', reason: 'the overview of @remotion/renderer', package: '@remotion/renderer' },
      'renderer/render-media': { status: 'generated', package: '@remotion/renderer', export: 'renderMedia' },
      'renderer/get-parts': { status: 'not-an-export', reason: 'No longer exported at 4.0.527.' },
      // A deprecated re-export is documented where the types live.
      'lambda/rendermediaonlambda': { status: 'generated', package: '@remotion/lambda-client', export: 'renderMediaOnLambda' },
      'lambda/getsites': { status: 'overridden', package: '@remotion/lambda-client', export: 'getSites' },
      'lottie/lottie': { status: 'generated', package: '@remotion/lottie', export: 'Lottie' },
      'gsap/use-gsap': { status: 'package-not-published', package: '@remotion/gsap' },
      'cli/render': { status: 'cli-flags', groups: ['renderMedia'] },
      'cli/still': { status: 'not-an-export', reason: 'a CLI command whose flags are not in the renderer’s option map' },
    });
    expect(mapping.problems).toEqual([]);
    expect(mapping.overridesWithoutPage).toEqual([]);
  });

  it('reports overrides that point at nothing in the data, naming the page and the rule, and lists those for pages it lacks', () => {
    const broken = mapApiPages(
      CATALOGUE,
      DATA,
      overrides({
        'lambda/getsites': { package: '@remotion/lambda-client', export: 'getSite' },
        'cli/still': { cliFlags: ['renderStil'] },
        'no/such-page': { notAnExport: 'A page that is not there.' },
      }),
    );
    expect(broken.problems).toEqual([
      {
        code: 'cli-flags-group-missing',
        message: 'option group "renderStil" is not in the renderer\'s option map',
        severity: 'error',
        docId: 'cli/still',
        path: ['api-reference', 'overrides', 'pages', 'cli/still'],
      },
      {
        code: 'override-export-missing',
        message: '@remotion/lambda-client has no export "getSite" at 4.0.527',
        severity: 'error',
        docId: 'lambda/getsites',
        path: ['api-reference', 'overrides', 'pages', 'lambda/getsites'],
      },
    ]);
    expect(broken.overridesWithoutPage).toEqual(['no/such-page']);
    expect(broken.pages['lambda/getsites']?.status).toBe('unmapped');
  });

  it('rejects a malformed override entry in the schema', () => {
    expect(OverridesSchema.safeParse({ pages: { a: { package: 'x' } } }).success).toBe(false);
    expect(OverridesSchema.safeParse({ pages: { a: { notAnExport: 'short' } } }).success).toBe(false);
    expect(OverridesSchema.safeParse({ pages: { a: { cliFlags: [] } } }).success).toBe(false);
  });

  it('counts function and component pages with a signature in the coverage report', () => {
    const report = coverageReport(CATALOGUE, DATA, mapping);
    // renderMedia(), renderMediaOnLambda(), getSites(), <Lottie> have one; getParts() has none; useGsap() is unpublished.
    expect([report.callablePagesWithSignature, report.callablePages]).toEqual([4, 5]);
    expect(report.counts).toMatchObject({ generated: 3, overridden: 1, 'cli-flags': 1, 'not-an-export': 3, 'package-not-published': 1, unmapped: 0 });
    expect(formatCoverage(report)[3]).toContain('cli-flags');
  });
});

describe('availabilityOf', () => {
  const scan: RegistryScan = {
    generatedBy: 'test',
    packages: {
      '@remotion/transitions': { firstOnRegistry: '4.0.56', pinned: '4.0.527' },
      '@remotion/shapes': { firstOnRegistry: '4.0.0', pinned: '4.0.527' },
    },
    exports: {
      '@remotion/transitions': { TransitionSeries: '4.0.56', springTiming: '4.0.56', crossZoom: '4.0.467' },
      '@remotion/shapes': { makeHeart: '4.0.322', makeRect: '4.0.0' },
    },
  };
  const documented: FirstVersions = {
    packages: { '@remotion/transitions': '4.0.53' },
    exports: { '@remotion/shapes#makeHeart': '4.0.315', '@remotion/transitions#TransitionSeries': '4.0.59' },
  };

  it('prefers a documented export version, then the documented package version for what the package first shipped, then the registry', () => {
    expect(availabilityOf('@remotion/shapes', 'makeHeart', documented, scan)).toEqual({ version: '4.0.315', source: 'documented' });
    expect(availabilityOf('@remotion/transitions', 'TransitionSeries', documented, scan)).toEqual({ version: '4.0.59', source: 'documented' });
    expect(availabilityOf('@remotion/transitions', 'springTiming', documented, scan)).toEqual({ version: '4.0.53', source: 'documented' });
    expect(availabilityOf('@remotion/transitions', 'crossZoom', documented, scan)).toEqual({ version: '4.0.467', source: 'registry' });
  });

  it('claims nothing the data does not know, and no note for the 4.0.0 baseline', () => {
    expect(availabilityOf('@remotion/transitions', 'fade', documented, scan)).toBeUndefined();
    expect(isWorthANote(availabilityOf('@remotion/shapes', 'makeRect', documented, scan))).toBe(false);
    expect(isWorthANote({ version: '4.0.115', source: 'documented' })).toBe(true);
  });
});

describe('a page’s reference', () => {
  const sources: ApiReferenceSources = {
    data: DATA,
    overrides: OVERRIDES,
    firstVersions: { packages: {}, exports: { '@remotion/lambda-client#renderMediaOnLambda': '4.0.200' } },
    registryScan: { generatedBy: 'test', packages: {}, exports: {} },
    texts: EMPTY_TEXTS,
  };
  const mapping = mapApiPages(CATALOGUE, DATA, OVERRIDES);

  it('lays out notes, the signature and an options table with one anchor per row', () => {
    const reference = referenceOfPage('lambda/rendermediaonlambda', mapping, sources)!;
    const presentation = presentReference(reference, { pinnedVersion: '4.0.527' }, ['options']);
    expect(presentation.notes.map((note) => note.text)).toEqual([
      'Available from v4.0.200.',
      '@remotion/lambda exports it too, but importing it from there is deprecated.',
    ]);
    expect(presentation.sections.map((section) => section.id)).toEqual(['signature', 'parameters', 'api-options']);
    // A fragment id is never handed out twice, nor one the page's own headings use.
    expect(presentReference(reference, { pinnedVersion: '4.0.527' }, ['options', 'api-options']).sections.map((section) => section.id)).toContain(
      'api-options-2',
    );
    const options = presentation.sections[2]!;
    expect(options.kind === 'table' && options.rows.map((row) => [row.anchor, row.name, row.depth, row.required, row.default])).toEqual([
      ['codec', 'codec', 0, false, "'h264'"],
      ['chromiumOptions', 'chromiumOptions', 0, false, undefined],
      ['chromiumOptions-gl', 'chromiumOptions.gl', 1, false, undefined],
    ]);
  });

  it('dates a function that moved packages from its first home', () => {
    const moved: ApiReferenceSources = {
      ...sources,
      firstVersions: { packages: {}, exports: {} },
      registryScan: {
        generatedBy: 'test',
        packages: {},
        exports: { '@remotion/lambda-client': { renderMediaOnLambda: '4.0.261' }, '@remotion/lambda': { renderMediaOnLambda: '4.0.40' } },
      },
    };
    const reference = referenceOfPage('lambda/rendermediaonlambda', mapping, moved)!;
    expect(reference.kind === 'export' && reference.availability).toEqual({ version: '4.0.40', source: 'registry' });
  });

  it('says which older version a package was extracted from', () => {
    const presentation = presentReference(referenceOfPage('lottie/lottie', mapping, sources)!, { pinnedVersion: '4.0.527' });
    expect(presentation.notes.map((note) => note.text)).toEqual([
      'Extracted from @remotion/lottie 4.0.520, the newest version the npm registry we build from has at or before 4.0.527.',
    ]);
    expect(presentation.sections.map((section) => section.title)).toEqual(['Signature', 'Parameters', 'Options']);
  });

  it('lists a CLI command’s flags with their defaults', () => {
    const presentation = presentReference(referenceOfPage('cli/render', mapping, sources)!, { pinnedVersion: '4.0.527' });
    const flags = presentation.sections[0]!;
    expect(flags.kind === 'table' && flags.rows.map((row) => [row.anchor, row.name, row.type, row.default])).toEqual([['codec', '--codec', 'Codec', '"h264"']]);
  });

  it('renders the same layout as Markdown, with pipes in types escaped', () => {
    const markdown = presentationToMarkdown(presentReference(referenceOfPage('renderer/render-media', mapping, sources)!, { pinnedVersion: '4.0.527' }));
    expect(markdown).toContain("```ts\nimport {renderMedia} from '@remotion/renderer';\n\nfunction renderMedia(options: Options): void;\n```");
    expect(markdown).toContain("| `codec` | `'h264' \\| 'vp8'` | no | `'h264'` |");
    expect(markdown).toContain('| ↳ `chromiumOptions.gl` | `string` | no |  |');
  });

  it('names the replacement of a deprecated export in our words, the overrides’ word first', () => {
    /** The deprecation line of a page documenting `found`, alone in its package's category. */
    const deprecationOf = (found: ApiExport, replacements: Record<string, unknown> = {}) => {
      const data: ApiData = {
        ...DATA,
        packages: { ...DATA.packages, [found.package]: { status: 'pinned', version: '4.0.527' } },
        exports: { [`${found.package}#${found.name}`]: found },
      };
      const docId = `page/${found.name.toLowerCase()}`;
      const catalogue = catalogueWith([[docId, `${found.name}()`]], [{ type: 'category', label: found.package, items: [docId] }]);
      const withReplacements = OverridesSchema.parse({ replacements });
      const reference = referenceOfPage(docId, mapApiPages(catalogue, data, withReplacements), { ...sources, data, overrides: withReplacements });
      return reference?.kind === 'export' ? (reference.deprecation ?? 'none') : 'not an export page';
    };
    expect(deprecationOf(fn('remotion', 'Audio', { deprecated: { replacement: { package: 'remotion', name: 'Html5Audio' } } }))).toBe(
      '`Audio` is deprecated: use `Html5Audio` instead.',
    );
    expect(
      deprecationOf(fn('@remotion/media-utils', 'getVideoMetadata', { deprecated: {} }), {
        '@remotion/media-utils#getVideoMetadata': { package: 'mediabunny' },
      }),
    ).toBe('`getVideoMetadata` is deprecated: use mediabunny instead.');
    expect(deprecationOf(fn('remotion', 'x'))).toBe('none');
  });
});

describe('our words and links in the tables', () => {
  const member = (name: string, extra: Partial<Member> = {}): Member => ({
    name,
    type: 'number',
    optional: true,
    key: `@remotion/renderer#RenderMediaOptions.${name}`,
    ...extra,
  });
  const renderMedia = fn('@remotion/renderer', 'renderMedia');
  renderMedia.signatures[0]!.parameters[0]!.members = [
    member('scale', { option: 'scale', default: '1' }),
    member('legacyScale', { deprecated: true, replacedBy: 'scale' }),
    member('codec', { type: 'Codec', option: 'codec' }),
    member('serveUrl', { type: 'string', optional: false }),
    member('secretHook'),
    member('colorSpace', { type: "'default' | 'bt601' | 'bt709' | 'bt2020-ncl' | 'bt2020-cl' | 'srgb-linear' | 'display-p3' | 'rec2100-hlg'" }),
  ];
  renderMedia.signatures[0]!.returnValue = {
    type: 'RenderMediaResult',
    promise: true,
    members: [member('contentType', { type: 'string', optional: false, key: '@remotion/renderer#RenderMediaResult.contentType' })],
  };
  const data: ApiData = {
    ...DATA,
    exports: {
      ...DATA.exports,
      '@remotion/renderer#renderMedia': renderMedia,
      '@remotion/renderer#Codec': { ...fn('@remotion/renderer', 'Codec'), kind: 'type', signatures: [] },
    },
    rendererOptions: { scale: {}, codec: {} },
  };
  const texts: ReferenceTexts = {
    members: new Map([
      [
        '@remotion/renderer#RenderMediaOptions.serveUrl',
        { text: 'Where the bundle is served from.', file: 'renderer.yaml', entry: 'RenderMediaOptions.serveUrl' },
      ],
    ]),
    options: new Map([
      ['scale', { text: 'Multiplies the output size.', file: 'options.yaml', entry: 'scale', default: '2' }],
      ['codec', { text: 'The encoder to use.', default: "'h264'", file: 'options.yaml', entry: 'codec' }],
    ]),
    order: { '@remotion/renderer#renderMedia': ['codec', 'colorSpace'] },
    hidden: { '@remotion/renderer#RenderMediaOptions': ['secretHook'] },
  };
  const links = typeLinksOf(mapApiPages(CATALOGUE, data, OVERRIDES), data);
  const presentation = presentReference(
    { kind: 'export', export: renderMedia, pin: { status: 'pinned', version: '4.0.527' } },
    { pinnedVersion: '4.0.527', texts, linkOfType: (name, from) => (name === 'Codec' ? { docId: 'renderer/types', anchor: name } : links(name, from)) },
  );
  const options = presentation.sections.find((section) => section.id === 'options')!;
  const rows = options.kind === 'table' ? options.rows : [];

  it('puts required rows first, then the data’s reading order, deprecated rows last, and hides what hidden.yaml lists', () => {
    expect(rows.map((row) => row.name)).toEqual(['serveUrl', 'codec', 'colorSpace', 'scale', 'legacyScale']);
  });

  it('takes descriptions by option id or member key, and our checked default before the declarations’ one', () => {
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.serveUrl).toMatchObject({ description: 'Where the bundle is served from.', required: true });
    expect(byName.scale).toMatchObject({ description: 'Multiplies the output size.', default: '2' });
    expect(byName.serveUrl!.default).toBeUndefined();
    expect(byName.codec).toMatchObject({ description: 'The encoder to use.', default: "'h264'" });
    expect(rowNotes(byName.legacyScale!)).toEqual(['Deprecated: use scale instead.']);
  });

  it('links type names and folds a long union into its members', () => {
    const codec = rows.find((row) => row.name === 'codec')!;
    expect(codec.typeParts).toEqual([{ text: 'Codec', link: { docId: 'renderer/types', anchor: 'Codec' } }]);
    expect(rows.find((row) => row.name === 'colorSpace')!.typeAlternatives).toHaveLength(8);
  });

  it('gives a highlighted declaration the links of its type names, but not of the page’s own export', () => {
    const codec: ApiExport = { ...fn('@remotion/renderer', 'Codec'), kind: 'type', signatures: [], typeText: 'VideoCodec | AudioCodec' };
    const link = (name: string) => ({ docId: 'renderer/types', anchor: name });
    const declaration = presentReference(
      { kind: 'export', export: codec, pin: { status: 'pinned', version: '4.0.527' } },
      { pinnedVersion: '4.0.527', linkOfType: (name) => (['Codec', 'VideoCodec'].includes(name) ? link(name) : undefined) },
    ).sections[0];
    expect(declaration?.kind === 'code' && declaration.links).toEqual({ VideoCodec: link('VideoCodec') });
  });

  it('shows what the call resolves to, with the fields of the returned object', () => {
    const returns = presentation.sections.find((section) => section.kind === 'returns');
    expect(returns).toMatchObject({ promise: true, typeParts: [{ text: 'RenderMediaResult' }] });
    expect(returns?.kind === 'returns' && returns.rows.map((row) => row.name)).toEqual(['contentType']);
    expect(presentationToMarkdown(presentation)).toContain('A promise that resolves to `RenderMediaResult`, with these fields:');
  });

  it('reports texts keyed to members or options the data does not have, with the nearest one', () => {
    const stale: ReferenceTexts = {
      ...texts,
      members: new Map([
        ['@remotion/renderer#RenderMediaOptions.serveUr', { text: 'A typo in the key.', file: 'renderer.yaml', entry: 'RenderMediaOptions.serveUr', line: 3 }],
      ]),
      options: new Map([['scal', { text: 'A typo in the id.', file: 'options.yaml', entry: 'scal', line: 7 }]]),
    };
    expect(textProblems(stale, data)).toEqual([
      {
        code: 'text-member-missing',
        message: 'no member "RenderMediaOptions.serveUr" in the extracted data; did you mean "RenderMediaOptions.serveUrl"?',
        severity: 'error',
        file: 'renderer.yaml',
        line: 3,
        path: ['api-reference', 'texts', 'RenderMediaOptions.serveUr'],
      },
      {
        code: 'text-option-missing',
        message: 'no renderer option "scal"; did you mean "scale"?',
        severity: 'error',
        file: 'options.yaml',
        line: 7,
        path: ['api-reference', 'texts', 'scal'],
      },
    ]);
    expect(textProblems(texts, data)).toEqual([]);
  });
});

describe('inlineCodeParts', () => {
  it('splits a description into prose and the code between backticks', () => {
    expect(inlineCodeParts("Use `'h264'` for `.mp4` files.")).toEqual([
      { text: 'Use ', code: false },
      { text: "'h264'", code: true },
      { text: ' for ', code: false },
      { text: '.mp4', code: true },
      { text: ' files.', code: false },
    ]);
  });
});
