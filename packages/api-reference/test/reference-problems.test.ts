/**
 * The "Available from" note of published descriptions and the checks of the data against a
 * catalogue (`referenceProblems`), on the committed data: a small catalogue that lacks most pages
 * the overrides name, then the real one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCatalogue, CURRENT_VERSION, LIMITS, type Catalogue } from '@docs/catalogue';
import { loadCatalogue } from '@docs/catalogue/node';
import { describe, expect, it } from 'vitest';
import { coverageReport, formatCoverage } from '../src/coverage.js';
import { availabilityNote, documentedVersionOfPage, noteVersionOf, publishedCatalogue } from '../src/description-notes.js';
import { mapApiPages } from '../src/mapping.js';
import { DATA_DIR, loadApiReference, referenceLocator } from '../src/node/index.js';
import { referenceOfPage } from '../src/reference.js';
import { referenceProblems } from '../src/reference-problems.js';

const sources = loadApiReference().sources!;

/** A few API pages of the real catalogue, and a guide, with descriptions that can be replaced. */
function smallCatalogue(descriptions: Record<string, string> = {}): Catalogue {
  const page = (id: string, title: string) => ({ id, frontmatter: { title, description: descriptions[id] ?? `What ${title} does, in one sentence.` } });
  const { catalogue, problems } = buildCatalogue({
    pages: [
      page('shapes/make-heart', 'makeHeart()'),
      page('shapes/make-rect', 'makeRect()'),
      page('transitions/index', '@remotion/transitions'),
      page('transitions/transitionseries', '<TransitionSeries>'),
      page('transitions/presentations/cross-zoom', 'crossZoom()'),
      page('guide', 'A guide'),
    ],
    sidebars: {
      mainSidebar: ['guide'],
      apiSidebar: [
        { type: 'category', label: '@remotion/shapes', items: ['shapes/make-heart', 'shapes/make-rect'] },
        {
          type: 'category',
          label: '@remotion/transitions',
          link: { type: 'doc', id: 'transitions/index' },
          items: ['transitions/transitionseries', 'transitions/presentations/cross-zoom'],
        },
      ],
    },
    version: CURRENT_VERSION,
  });
  expect(problems).toEqual([]);
  return catalogue;
}

const brief = (catalogue: Catalogue, strict = false) =>
  referenceProblems(catalogue, sources, { strict }).map(({ code, docId, severity, path }) => ({ code, docId, severity, path }));

describe('the published description', () => {
  it('ends with the note of a publicly documented first version, for an export and for a package overview', () => {
    const published = publishedCatalogue(smallCatalogue(), sources);
    expect(published.docs['shapes/make-heart']!.description).toBe('What makeHeart() does, in one sentence. Available from v4.0.315.');
    expect(published.docs['transitions/index']!.description).toBe('What @remotion/transitions does, in one sentence. Available from v4.0.53.');
    expect(published.docs['transitions/transitionseries']!.description).toBe('What <TransitionSeries> does, in one sentence. Available from v4.0.59.');
  });

  it('carries no note for a version known only from the registry scan, for 4.0.0, or for a page that is no API page', () => {
    const catalogue = smallCatalogue();
    const mapping = mapApiPages(catalogue, sources.data, sources.overrides);
    const crossZoom = referenceOfPage('transitions/presentations/cross-zoom', mapping, sources);
    expect(crossZoom?.kind === 'export' && crossZoom.availability?.source).toBe('registry');
    const published = publishedCatalogue(catalogue, sources, mapping);
    for (const id of ['transitions/presentations/cross-zoom', 'shapes/make-rect', 'guide']) expect(published.docs[id], id).toBe(catalogue.docs[id]);
  });

  it('keeps a note the writer put in already, and the same catalogue when nothing changes', () => {
    const catalogue = smallCatalogue({ 'shapes/make-heart': 'Available from v4.0.315: draws a heart.' });
    expect(publishedCatalogue(catalogue, sources).docs['shapes/make-heart']!.description).toBe('Available from v4.0.315: draws a heart.');
    const plain = buildCatalogue({
      pages: [{ id: 'guide', frontmatter: { title: 'Guide', description: 'A guide to it all.' } }],
      sidebars: { mainSidebar: ['guide'] },
      version: CURRENT_VERSION,
    }).catalogue;
    expect(publishedCatalogue(plain, sources)).toBe(plain);
  });

  it('reads a note anywhere in a description', () => {
    expect(noteVersionOf('Draws a heart. Available from v4.0.315.')).toBe('4.0.315');
    expect(noteVersionOf('Available from v4.0.12 on Lambda.')).toBe('4.0.12');
    expect(noteVersionOf('Available in v4.0.12 and later.')).toBeUndefined();
  });
});

describe('referenceProblems', () => {
  it('skips the overrides for pages a smaller catalogue lacks, and refuses each with strict, at its line of overrides.yaml', () => {
    const catalogue = smallCatalogue();
    expect(brief(catalogue)).toEqual([]);
    const strict = referenceProblems(catalogue, sources, { strict: true });
    expect(strict.map((problem) => problem.docId).sort()).toEqual(Object.keys(sources.overrides.pages).sort());
    expect(new Set(strict.map((problem) => `${problem.code} ${problem.severity}`))).toEqual(new Set(['override-page-unknown error']));
    const cube = referenceLocator(DATA_DIR)(strict.find((problem) => problem.docId === 'transitions/presentations/cube')!);
    expect(cube.message).toBe('overrides.yaml has an entry for "transitions/presentations/cube", a page not in this catalogue');
    expect(cube.file).toBe(`${DATA_DIR}/overrides.yaml`);
    expect(readFileSync(cube.file!, 'utf8').split('\n')[cube.line! - 1]).toMatch(/^ {2}transitions\/presentations\/cube:/);
  });

  it('says where a page an override names is when it is in the catalogue but not in the API sidebar', () => {
    const catalogue = smallCatalogue();
    const withOverride = { ...sources, overrides: { ...sources.overrides, pages: { guide: { notAnExport: 'A guide, not an export.' } } } };
    expect(referenceProblems(catalogue, withOverride, { strict: true }).map((problem) => problem.message)).toEqual([
      'overrides.yaml has an entry for "guide", a page in mainSidebar, not in apiSidebar',
    ]);
  });

  it('reports an override that points at nothing in the data, strict or not', () => {
    const broken = { ...sources, overrides: { ...sources.overrides, pages: { 'shapes/make-rect': { package: '@remotion/shapes', export: 'makeRekt' } } } };
    expect(referenceProblems(smallCatalogue(), broken, { strict: false })).toEqual([
      {
        code: 'override-export-missing',
        message: expect.stringContaining('no export "makeRekt"'),
        severity: 'error',
        docId: 'shapes/make-rect',
        path: ['api-reference', 'overrides', 'pages', 'shapes/make-rect'],
      },
    ]);
  });

  it('refuses a written note that disagrees with the data: another version, a version known only from the scan, a page that documents no export', () => {
    const catalogue = smallCatalogue({
      'shapes/make-heart': 'Draws a heart. Available from v4.0.300.',
      'transitions/index': 'The transitions package. Available from v4.0.53.',
      'transitions/presentations/cross-zoom': 'A cross zoom. Available from v4.0.467.',
      guide: 'Available from v4.0.12: a guide.',
    });
    const problems = referenceProblems(catalogue, sources, { strict: false });
    expect(problems.map(({ code, docId, severity, path }) => ({ code, docId, severity, path }))).toEqual(
      ['shapes/make-heart', 'transitions/presentations/cross-zoom', 'guide'].map((docId) => ({
        code: 'availability-note',
        docId,
        severity: 'error',
        path: ['docs', docId, 'description'],
      })),
    );
    const [heart, crossZoom, guide] = problems.map((problem) => problem.message);
    expect(heart).toBe(
      'the description says "Available from v4.0.300", but data/first-versions.yaml dates makeHeart (@remotion/shapes) from 4.0.315; remove the note: the published description gets it from the data',
    );
    expect(crossZoom).toContain('"Available from v4.0.467", but data/first-versions.yaml has no first version for crossZoom (@remotion/transitions)');
    expect(guide).toContain('"Available from v4.0.12", but the page shows no export of the API reference');
  });

  it('refuses a description that leaves no room for its note within the limit, and leaves longer ones to the catalogue’s own rule', () => {
    const room = LIMITS.descriptionMax - availabilityNote('4.0.315').length - 1;
    const fits = smallCatalogue({ 'shapes/make-heart': `${'x'.repeat(room - 1)}.` });
    expect(brief(fits)).toEqual([]);
    expect(publishedCatalogue(fits, sources).docs['shapes/make-heart']!.description).toHaveLength(LIMITS.descriptionMax);
    const tooLong = smallCatalogue({ 'shapes/make-heart': `${'x'.repeat(room)}.` });
    expect(referenceProblems(tooLong, sources, { strict: false }).map((problem) => [problem.code, problem.message])).toEqual([
      [
        'description-length',
        `the description is ${room + 1} characters; with the "Available from v4.0.315." note the data adds, it must be at most ${room} to stay within ${LIMITS.descriptionMax}`,
      ],
    ]);
  });
});

describe('the real catalogue', async () => {
  const { catalogue } = await loadCatalogue(fileURLToPath(new URL('../../../apps/site/src/content', import.meta.url)));
  const mapping = mapApiPages(catalogue, sources.data, sources.overrides);

  it('has no problem with the data, strict', () => {
    expect(referenceProblems(catalogue, sources, { strict: true, mapping })).toEqual([]);
    expect(mapping.overridesWithoutPage).toEqual([]);
  });

  it('publishes the documented first versions in the descriptions, and only those', () => {
    const published = publishedCatalogue(catalogue, sources, mapping);
    const noted = Object.fromEntries(
      Object.values(published.docs).flatMap((doc) => (noteVersionOf(doc.description) ? [[doc.id, noteVersionOf(doc.description)]] : [])),
    );
    expect(noted).toMatchObject({
      'shapes/make-heart': '4.0.315',
      'transitions/index': '4.0.53',
      'transitions/transitionseries': '4.0.59',
      'enable-scss/overview': '4.0.162',
      'install-whisper-cpp/index': '4.0.115',
    });
    for (const [id, version] of Object.entries(noted)) expect(documentedVersionOfPage(id, mapping, sources), id).toBe(version);
    for (const doc of Object.values(published.docs)) expect(doc.description.length, doc.id).toBeLessThanOrEqual(LIMITS.descriptionMax);
  });
});

describe('the coverage report', () => {
  it('lists the overrides skipped for pages this catalogue lacks, in the text and the data', () => {
    const catalogue = smallCatalogue();
    const report = coverageReport(catalogue, sources.data, mapApiPages(catalogue, sources.data, sources.overrides));
    expect(report.problems).toEqual([]);
    expect(report.overridesWithoutPage).toContainEqual({ docId: 'cli/render', where: 'not in this catalogue' });
    const text = formatCoverage(report);
    expect(text).toContain(`overrides for pages not in this catalogue's API sidebar, skipped (${Object.keys(sources.overrides.pages).length})`);
    expect(text).toContain('  cli/render: not in this catalogue');
  });
});
