/**
 * The coverage report: every API page with its status, counts per status, and the share of function
 * and component pages (by their titles: `renderMedia()`, `<Player>`) of published packages that
 * show a generated signature.
 */
import type { Catalogue } from '@docs/catalogue';
import { exportOfPage, whereOverridePageIs, type Mapping, type PageStatus } from './mapping.js';
import type { ReferenceProblem } from './problems.js';
import type { ApiData } from './schema.js';

export type CoverageEntry = { docId: string; title: string } & PageStatus;

export type CoverageReport = {
  pinnedVersion: string;
  pages: CoverageEntry[];
  counts: Record<PageStatus['status'], number>;
  /** Pages titled like a function or component, of packages on the registry. */
  callablePages: number;
  /** Of those, pages that show a generated signature. */
  callablePagesWithSignature: number;
  /** Their ratio, 0–1 (1 when there are none). */
  callableCoverage: number;
  problems: ReferenceProblem[];
  /** Overrides for pages this catalogue's API sidebar lacks, with where the page is: skipped, not a problem. */
  overridesWithoutPage: { docId: string; where: string }[];
};

const CALLABLE_TITLE = /^(?:[A-Za-z_$][\w$.]*\(\)|<[A-Z][\w.]*\s*\/?>)$/;

/** A title that names a function (`renderMedia()`) or a component (`<Player>`). */
export function isCallableTitle(title: string): boolean {
  return CALLABLE_TITLE.test(title.trim());
}

function emptyCounts(): Record<PageStatus['status'], number> {
  return { generated: 0, overridden: 0, 'cli-flags': 0, types: 0, 'not-an-export': 0, 'package-not-published': 0, unmapped: 0 };
}

export function coverageReport(catalogue: Catalogue, data: ApiData, mapping: Mapping): CoverageReport {
  const counts = emptyCounts();
  const pages: CoverageEntry[] = [];
  let callablePages = 0;
  let callablePagesWithSignature = 0;
  for (const [docId, status] of Object.entries(mapping.pages)) {
    const title = catalogue.docs[docId]?.title ?? docId;
    counts[status.status] += 1;
    pages.push({ docId, title, ...status });
    if (!isCallableTitle(title) || status.status === 'package-not-published') continue;
    callablePages += 1;
    if ((exportOfPage(mapping, data, docId)?.signatures.length ?? 0) > 0) callablePagesWithSignature += 1;
  }
  return {
    pinnedVersion: data.pinnedVersion,
    pages,
    counts,
    callablePages,
    callablePagesWithSignature,
    callableCoverage: callablePages === 0 ? 1 : callablePagesWithSignature / callablePages,
    problems: mapping.problems,
    overridesWithoutPage: mapping.overridesWithoutPage.map((docId) => ({ docId, where: whereOverridePageIs(catalogue, docId) })),
  };
}

/** What one status says in the text report. */
function describe(entry: CoverageEntry): string {
  switch (entry.status) {
    case 'generated':
    case 'overridden':
      return `${entry.package} ${entry.export}`;
    case 'cli-flags':
      return `flags of ${entry.groups.join(', ')}`;
    case 'types':
      return `the types of ${entry.package}`;
    case 'not-an-export':
    case 'unmapped':
      return entry.reason;
    case 'package-not-published':
      return `${entry.package} is not on the registry`;
  }
}

/** The report as text: a summary, then one line per page grouped by status. */
export function formatCoverage(report: CoverageReport): string[] {
  const percent = (report.callableCoverage * 100).toFixed(1);
  const lines = [
    `API reference coverage (packages pinned at ${report.pinnedVersion}): ${report.pages.length} pages`,
    ...Object.entries(report.counts).map(([status, count]) => `  ${status.padEnd(22)} ${count}`),
    `Function and component pages with a generated signature: ${report.callablePagesWithSignature} of ${report.callablePages} (${percent}%)`,
  ];
  for (const status of Object.keys(report.counts) as PageStatus['status'][]) {
    const entries = report.pages.filter((entry) => entry.status === status);
    if (entries.length === 0) continue;
    lines.push('', `${status} (${entries.length})`, ...entries.map((entry) => `  ${entry.docId}: ${describe(entry)}`));
  }
  if (report.overridesWithoutPage.length > 0) {
    lines.push(
      '',
      `overrides for pages not in this catalogue's API sidebar, skipped (${report.overridesWithoutPage.length})`,
      ...report.overridesWithoutPage.map((entry) => `  ${entry.docId}: ${entry.where}`),
    );
  }
  return lines;
}
