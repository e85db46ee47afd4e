/**
 * `api-coverage`: which API page shows which export, from the committed API reference data. Exits 1
 * when the data does not load or an override points at an export or option group that does not
 * exist; every problem is printed once, naming the file or the page and the rule. Overrides for pages
 * this catalogue lacks are listed in the report (a smaller catalogue lacks them), not refused.
 */
import { coverageReport, formatCoverage, formatQuality, mapApiPages, referenceQuality, type ReferenceQuality } from '@docs/api-reference';
import { formatDataProblem, loadApiReference } from '@docs/api-reference/node';
import { noteIfBroken, openCatalogue, requireDirectory } from '../catalogue-dir.js';
import { EXIT, type ExitCode } from '../errors.js';
import { printable, type Output } from '../io.js';
import { flagOption, stringOption } from '../options.js';

export async function apiCoverage(options: Record<string, unknown>, io: Output): Promise<ExitCode> {
  const dataDir = stringOption(options.data, '--data');
  const opened = await openCatalogue(stringOption(options.dir, '--dir'));
  noteIfBroken(opened, io);
  const loaded = loadApiReference(dataDir === undefined ? undefined : requireDirectory(dataDir, '--data'));
  if (!loaded.sources) {
    for (const problem of loaded.problems) io.err(printable(formatDataProblem(problem)));
    return EXIT.failure;
  }
  const mapping = mapApiPages(opened.catalogue, loaded.sources.data, loaded.sources.overrides);
  const report = coverageReport(opened.catalogue, loaded.sources.data, mapping);
  const quality = referenceQuality(opened.catalogue, loaded.sources, mapping);
  io.out(flagOption(options.json) ? JSON.stringify({ ...report, quality }, null, 2) : [...formatCoverage(report), '', ...formatQuality(quality), '', ...formatMissing(quality)].map(printable).join('\n'));
  for (const problem of report.problems) io.err(printable(`overrides.yaml [${problem.docId}] ${problem.rule}: ${problem.message}`));
  return report.problems.length > 0 ? EXIT.failure : EXIT.ok;
}

/** Rows without a description, one line per page: `renderer/render-media: codec, crf, …`. */
function formatMissing(quality: ReferenceQuality): string[] {
  const byPage = new Map<string, string[]>();
  for (const where of quality.packages.flatMap((each) => each.missing)) {
    const [docId, anchor] = where.split('#') as [string, string];
    byPage.set(docId, [...(byPage.get(docId) ?? []), anchor]);
  }
  return [`Rows without a description (${[...byPage.values()].flat().length} on ${byPage.size} pages):`, ...[...byPage].map(([docId, anchors]) => `  ${docId}: ${anchors.join(', ')}`)];
}
