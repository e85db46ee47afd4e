/**
 * The committed data files against their schemas and the real catalogue: what CI checks instead of
 * downloading the toolkit. Also the loader's answers to broken files.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemLine } from '@docs/catalogue';
import { loadCatalogue } from '@docs/catalogue/node';
import { afterAll, describe, expect, it } from 'vitest';
import { isWorthANote } from '../src/availability.js';
import { coverageReport } from '../src/coverage.js';
import { mapApiPages } from '../src/mapping.js';
import { checkTextDefaults, countVerdicts, staleByHand, unconfirmedDefaultProblem } from '../src/default-check.js';
import { DATA_DIR, loadApiReference, loadCodeDefaults, loadPinnedPackages } from '../src/node/index.js';
import { referenceOfPage } from '../src/reference.js';
import { referenceQuality } from '../src/quality.js';
import { textProblems } from '../src/texts.js';

const contentDir = fileURLToPath(new URL('../../../apps/site/src/content', import.meta.url));
const { catalogue } = await loadCatalogue(contentDir);
const loaded = loadApiReference();

describe('the committed data', () => {
  it('passes its schemas', () => {
    expect(loaded.problems.map(problemLine)).toEqual([]);
  });

  const sources = loaded.sources!;
  const mapping = mapApiPages(catalogue, sources.data, sources.overrides);

  it('was extracted and scanned at the pinned version, from the same packages', () => {
    const { pinned } = loadPinnedPackages();
    expect(sources.data.pinnedVersion).toBe(pinned!.pinnedVersion);
    expect(Object.keys(sources.data.packages).sort()).toEqual([...pinned!.packages].sort());
    expect(Object.keys(sources.registryScan.packages).sort()).toEqual([...pinned!.packages].sort());
    for (const [name, pin] of Object.entries(sources.data.packages)) {
      const scanned = sources.registryScan.packages[name];
      expect([name, scanned && 'pinned' in scanned ? scanned.pinned : 'absent']).toEqual([name, pin.status === 'unpublished' ? 'absent' : pin.version]);
    }
  });

  it('maps every API page, with no override pointing at nothing', () => {
    expect(mapping.problems).toEqual([]);
    const unmapped = Object.entries(mapping.pages).filter(([, status]) => status.status === 'unmapped');
    expect(unmapped).toEqual([]);
    const apiPages = Object.values(catalogue.docs).filter((doc) => doc.sidebar === 'apiSidebar' && !doc.movedTo);
    expect(Object.keys(mapping.pages).length).toBe(apiPages.length);
  });

  it('shows no private row, no unexpanded rest parameter and no truncated type on any page', () => {
    const quality = referenceQuality(catalogue, sources, mapping);
    expect(quality.privateRows).toEqual([]);
    expect(quality.unexpandedParameters).toEqual([]);
    expect(quality.truncatedTypes).toEqual([]);
    expect(quality.returnsNotShown).toEqual([]);
  });

  it("writes only defaults the packages' code sets (or that a reader found there, with where)", () => {
    const { codeDefaults, byHand, problems } = loadCodeDefaults();
    expect(problems.map(problemLine)).toEqual([]);
    const verdicts = checkTextDefaults(sources.texts, sources.data, codeDefaults!, byHand);
    expect(
      verdicts
        .filter((each) => each.status === 'unconfirmed')
        .map(unconfirmedDefaultProblem)
        .map(problemLine),
    ).toEqual([]);
    expect(staleByHand(verdicts, byHand!)).toEqual([]);
    const counts = countVerdicts(verdicts);
    // Most literal defaults are matched by the scan; the hand-checked list stays an exception.
    expect(counts['by-hand']).toBeLessThan(counts.confirmed / 50);
  });

  it('has no text keyed to a member or option the data lacks', () => {
    expect(textProblems(sources.texts, sources.data)).toEqual([]);
  });

  it('lists every prop of native-props.yaml as a row of its component', () => {
    const nativeProps = loadYaml(readFileSync(path.join(DATA_DIR, 'native-props.yaml'), 'utf8')) as Record<string, string[]>;
    const missing = Object.entries(nativeProps).flatMap(([key, names]) => {
      const members = sources.data.exports[key]?.members ?? [];
      return names.filter((name) => !members.some((member) => member.name === name && member.native)).map((name) => `${key}.${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every compound component its sub-components and every ref handle its methods and events', () => {
    const statics = (key: string) => sources.data.exports[key]?.statics?.map((each) => each.name);
    expect(statics('remotion#Series')).toEqual(['Series.Sequence']);
    expect(statics('@remotion/transitions#TransitionSeries')).toEqual(['TransitionSeries.Sequence', 'TransitionSeries.Transition', 'TransitionSeries.Overlay']);
    expect(statics('remotion#HtmlInCanvas')).toContain('HtmlInCanvas.isSupported');
    expect(statics('remotion#Easing')).toContain('Easing.bezier');
    const ref = sources.data.exports['@remotion/player#Player']?.ref;
    expect(ref?.methods.map((method) => method.name)).toEqual(expect.arrayContaining(['play', 'pause', 'seekTo', 'getCurrentFrame']));
    expect(ref?.events.map((event) => event.name)).toEqual(expect.arrayContaining(['play', 'pause', 'seeked', 'timeupdate', 'ended']));
  });

  it('resolves bundle() and getCompositions() to their options', () => {
    for (const key of ['@remotion/bundler#bundle', '@remotion/renderer#getCompositions']) {
      const [signature] = sources.data.exports[key]!.signatures;
      expect(signature!.parameters.some((parameter) => parameter.rest)).toBe(false);
      expect(signature!.parameters.find((parameter) => parameter.members)?.members?.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives at least 95% of function and component pages a generated signature', () => {
    const report = coverageReport(catalogue, sources.data, mapping);
    expect(report.callableCoverage).toBeGreaterThanOrEqual(0.95);
  });

  it('shows the publicly documented first versions', () => {
    const versionOn = (docId: string) => {
      const reference = referenceOfPage(docId, mapping, sources);
      return reference && (reference.kind === 'export' || reference.kind === 'package') ? reference.availability?.version : undefined;
    };
    expect(versionOn('shapes/make-heart')).toBe('4.0.315');
    expect(versionOn('transitions/transitionseries')).toBe('4.0.59');
    expect(versionOn('transitions/index')).toBe('4.0.53');
    expect(versionOn('enable-scss/overview')).toBe('4.0.162');
    expect(versionOn('install-whisper-cpp/index')).toBe('4.0.115');
  });

  it('claims a version on a page only where the documented list or the registry scan has one', () => {
    for (const docId of Object.keys(mapping.pages)) {
      const reference = referenceOfPage(docId, mapping, sources);
      if (reference?.kind !== 'export' || !reference.availability) continue;
      const { package: packageName, name } = reference.export;
      // Its own package's values, or those of a package it moved from (Lambda's functions).
      const known = [
        sources.firstVersions.exports[`${packageName}#${name}`],
        sources.firstVersions.packages[packageName],
        ...Object.values(sources.registryScan.exports).map((names) => names[name]),
      ];
      expect(known, `${docId}: ${reference.availability.version}`).toContain(reference.availability.version);
      expect(isWorthANote(reference.availability)).toBe(true);
    }
  });

  it('documents each page with its own export, never another name', () => {
    for (const [docId, status] of Object.entries(mapping.pages)) {
      if (status.status !== 'generated') continue;
      const title = catalogue.docs[docId]!.title.replace(/[<>()\s/]/g, '').toLowerCase();
      const lastSegment = docId.split('/').at(-1)!.replace(/-/g, '');
      expect([title, lastSegment], docId).toContain(status.export.toLowerCase());
    }
  });
});

describe('loadApiReference on broken files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file, the line and the rule of a malformed override, and loads nothing', () => {
    cpSync(DATA_DIR, dir, { recursive: true });
    writeFileSync(path.join(dir, 'overrides.yaml'), 'pages:\n  renderer/render-media: { package: "@remotion/renderer" }\n');
    const result = loadApiReference(dir);
    expect(result.sources).toBeUndefined();
    expect(result.problems.map(problemLine)).toEqual([`${path.join(dir, 'overrides.yaml')}:2 error schema: pages.renderer/render-media: Invalid input`]);
  });

  it('reports a missing file and a JSON syntax error once each', () => {
    cpSync(DATA_DIR, dir, { recursive: true });
    rmSync(path.join(dir, 'availability.json'));
    writeFileSync(path.join(dir, 'api.json'), '{"generatedBy": ');
    const codes = loadApiReference(dir).problems.map((problem) => `${path.basename(problem.file!)} ${problem.code}`);
    expect(codes).toEqual(['api.json json-syntax', 'availability.json file-missing']);
  });
});

describe('the worked examples', () => {
  const sources = loaded.sources!;
  const mapping = mapApiPages(catalogue, sources.data, sources.overrides);
  it('give every row of renderMedia(), <Player> and spring() a description in our words', () => {
    const quality = referenceQuality(catalogue, sources, mapping);
    const missing = quality.packages
      .flatMap((each) => each.missing)
      .filter((where) => ['renderer/render-media', 'player/api', 'spring'].includes(where.split('#')[0]!));
    expect(missing).toEqual([]);
  });
});

describe('words for every row (#22)', () => {
  const sources = loaded.sources!;
  const quality = referenceQuality(catalogue, sources, mapApiPages(catalogue, sources.data, sources.overrides));
  const READERS_FIRST = [
    'remotion',
    '@remotion/renderer',
    '@remotion/player',
    '@remotion/lambda',
    '@remotion/lambda-client',
    '@remotion/bundler',
    '@remotion/media',
    '@remotion/transitions',
    '@remotion/captions',
    '@remotion/cloudrun',
    '@remotion/cli',
  ];

  it('describes every row of the packages readers use most', () => {
    const missing = quality.packages.filter((each) => READERS_FIRST.includes(each.package)).flatMap((each) => each.missing);
    expect(missing).toEqual([]);
  });

  it('describes at least 95% of all rows', () => {
    expect(quality.described / quality.rows).toBeGreaterThanOrEqual(0.95);
  });
});
