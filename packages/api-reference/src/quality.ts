/**
 * How reader-grade the reference is, measured on what pages show (their presentations): rows with
 * a description and a default per package, and the counts the issue holds at zero (private rows,
 * unexpanded rest parameters, truncated types, return values not shown).
 */
import type { Catalogue } from '@docs/catalogue';
import type { Mapping } from './mapping.js';
import { presentReference, type PresentContext, type Row, type Section } from './present.js';
import { referenceOfPage } from './reference.js';
import type { ApiReferenceSources } from './sources.js';

export type PackageTextCoverage = {
  package: string;
  rows: number;
  described: number;
  /** Rows whose member the package gives a default (declarations, option map or our data). */
  withDefault: number;
  /** `docId#anchor` of each row that has no description yet. */
  missing: string[];
};

export type ReferenceQuality = {
  packages: PackageTextCoverage[];
  rows: number;
  described: number;
  /** Rows named with a leading `_`: internals that must not show. */
  privateRows: string[];
  /** Rest parameters left as `...args: SomeTuple` instead of their elements. */
  unexpandedParameters: string[];
  /** Type texts cut short with `…` (`{…}` in a signature stands for the table below and is not counted). */
  truncatedTypes: string[];
  /** Function and hook pages whose call returns something the page does not show in a Returns section. */
  returnsNotShown: string[];
};

/** The package a page's rows belong to, for grouping: the export's, or the renderer's for CLI flags. */
function packageOfPresentation(docId: string, mapping: Mapping): string | undefined {
  const status = mapping.pages[docId];
  if (!status) return undefined;
  if (status.status === 'cli-flags') return '@remotion/cli';
  return 'package' in status ? status.package : undefined;
}

const tableRows = (section: Section): Row[] => (section.kind === 'code' ? [] : section.rows);

export function referenceQuality(
  catalogue: Catalogue,
  sources: ApiReferenceSources,
  mapping: Mapping,
  context: Omit<PresentContext, 'texts'> = { pinnedVersion: sources.data.pinnedVersion },
): ReferenceQuality {
  const byPackage = new Map<string, PackageTextCoverage>();
  const quality: ReferenceQuality = { packages: [], rows: 0, described: 0, privateRows: [], unexpandedParameters: [], truncatedTypes: [], returnsNotShown: [] };
  for (const docId of Object.keys(mapping.pages).sort()) {
    if (!catalogue.docs[docId]) continue;
    const reference = referenceOfPage(docId, mapping, sources);
    const packageName = packageOfPresentation(docId, mapping);
    if (!reference || !packageName) continue;
    const presentation = presentReference(reference, { ...context, texts: sources.texts });
    const coverage = byPackage.get(packageName) ?? { package: packageName, rows: 0, described: 0, withDefault: 0, missing: [] };
    byPackage.set(packageName, coverage);
    if (reference.kind === 'export' && (reference.export.kind === 'function' || reference.export.kind === 'hook')) {
      const returnsSomething = reference.export.signatures.some((signature) => !/^(?:void|undefined|never|Promise<void>)$/.test(signature.returns));
      if (returnsSomething && !presentation.sections.some((section) => section.kind === 'returns')) quality.returnsNotShown.push(docId);
    }
    for (const section of presentation.sections) {
      if (section.kind === 'code' && /\.\.\.\w+: (?![^,)]*\[\])/.test(section.code)) quality.unexpandedParameters.push(`${docId}#${section.id}`);
      for (const row of tableRows(section)) {
        const where = `${docId}#${row.anchor}`;
        coverage.rows += 1;
        if (row.description) coverage.described += 1;
        else coverage.missing.push(where);
        if (row.default !== undefined) coverage.withDefault += 1;
        if (/(^|\.)_/.test(row.name)) quality.privateRows.push(where);
        if (row.type.replace(/\{…\}/g, '').includes('…')) quality.truncatedTypes.push(where);
      }
    }
  }
  quality.packages = [...byPackage.values()].sort((a, b) => (a.package < b.package ? -1 : 1));
  quality.rows = quality.packages.reduce((sum, each) => sum + each.rows, 0);
  quality.described = quality.packages.reduce((sum, each) => sum + each.described, 0);
  return quality;
}

/** The quality report as text lines: the zero counts, then description and default coverage per package. */
export function formatQuality(quality: ReferenceQuality): string[] {
  const percent = (part: number, whole: number) => (whole === 0 ? '100.0' : ((part / whole) * 100).toFixed(1));
  return [
    `Reference rows: ${quality.rows}, with a description: ${quality.described} (${percent(quality.described, quality.rows)}%)`,
    `  private rows shown          ${quality.privateRows.length}`,
    `  unexpanded rest parameters  ${quality.unexpandedParameters.length}`,
    `  truncated types             ${quality.truncatedTypes.length}`,
    `  return values not shown     ${quality.returnsNotShown.length}`,
    '',
    'Descriptions and defaults per package (rows, described, with a default):',
    ...quality.packages.map(
      (each) =>
        `  ${each.package.padEnd(34)} ${String(each.rows).padStart(5)}  ${percent(each.described, each.rows).padStart(5)}%  ${String(each.withDefault).padStart(5)}`,
    ),
  ];
}
