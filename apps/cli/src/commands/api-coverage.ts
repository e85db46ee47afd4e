/**
 * `api-coverage`: which API page shows which export, from the committed API reference data. Exits 1
 * when the data does not load or an override points at an export or option group that does not
 * exist; every problem is printed once, naming the file or the page and the rule. Overrides for pages
 * this catalogue lacks are listed in the report (a smaller catalogue lacks them), not refused.
 * Also checks each default the texts write against the packages' code, and exits 1 on one it lacks.
 */
import {
  checkTextDefaults,
  countVerdicts,
  coverageReport,
  formatCoverage,
  formatQuality,
  mapApiPages,
  referenceQuality,
  unconfirmedDefaultProblem,
  type DefaultVerdict,
  type ReferenceQuality,
} from '@docs/api-reference';
import { loadApiReference, loadCodeDefaults, referenceLocator } from '@docs/api-reference/node';
import { problemLine, type Problem } from '@docs/catalogue';
import { displayPath, noteIfBroken, openCatalogue, requireDirectory } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import { printable, type Output } from '../io.js';
import { flagOption, stringOption } from '../options.js';

export async function apiCoverage(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const dataOption = stringOption(options.data, '--data');
  const dataDir = dataOption === undefined ? undefined : requireDirectory(dataOption, '--data');
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  noteIfBroken(opened, io);
  // One line per problem, at its file (shown like validate's) and line.
  const locate = referenceLocator(dataDir);
  const report = (problem: Problem) => {
    const located = locate(problem);
    io.err(problemLine(located.file === undefined ? located : { ...located, file: displayPath(located.file) }));
  };
  const loaded = loadApiReference(dataDir);
  if (!loaded.sources) {
    loaded.problems.forEach(report);
    return EXIT.failure;
  }
  const mapping = mapApiPages(opened.catalogue, loaded.sources.data, loaded.sources.overrides);
  const coverage = coverageReport(opened.catalogue, loaded.sources.data, mapping);
  const quality = referenceQuality(opened.catalogue, loaded.sources, mapping);
  const code = loadCodeDefaults(dataDir);
  const verdicts = code.codeDefaults ? checkTextDefaults(loaded.sources.texts, loaded.sources.data, code.codeDefaults, code.byHand) : [];
  const defaults = countVerdicts(verdicts);
  io.out(
    flagOption(options.json)
      ? JSON.stringify({ ...coverage, quality, defaults }, null, 2)
      : [...formatCoverage(coverage), '', ...formatQuality(quality), '', ...formatDefaults(verdicts), '', ...formatMissing(quality)].map(printable).join('\n'),
  );
  coverage.problems.forEach(report);
  code.problems.forEach(report);
  const unconfirmed = verdicts.filter((each) => each.status === 'unconfirmed');
  unconfirmed.map(unconfirmedDefaultProblem).forEach(report);
  return coverage.problems.length > 0 || code.problems.length > 0 || unconfirmed.length > 0 ? EXIT.failure : EXIT.ok;
}

/** The defaults of the texts by how the packages' code backs them. */
function formatDefaults(verdicts: readonly DefaultVerdict[]): string[] {
  const counts = countVerdicts(verdicts);
  return [
    `Defaults in the texts: ${verdicts.length}, checked against the packages' code (data/code-defaults.json):`,
    `  set by the code                 ${counts.confirmed}`,
    `  false, and the code never sets  ${counts['absent-is-false']}`,
    `  found by a reader (by-hand)     ${counts['by-hand']}`,
    `  in words, not matchable         ${counts['in-words']}`,
    `  not in the code                 ${counts.unconfirmed}`,
  ];
}

/** Rows without a description, one line per page: `renderer/render-media: codec, crf, …`. */
function formatMissing(quality: ReferenceQuality): string[] {
  const byPage = new Map<string, string[]>();
  for (const where of quality.packages.flatMap((each) => each.missing)) {
    const [docId, anchor] = where.split('#') as [string, string];
    byPage.set(docId, [...(byPage.get(docId) ?? []), anchor]);
  }
  return [
    `Rows without a description (${[...byPage.values()].flat().length} on ${byPage.size} pages):`,
    ...[...byPage].map(([docId, anchors]) => `  ${docId}: ${anchors.join(', ')}`),
  ];
}
