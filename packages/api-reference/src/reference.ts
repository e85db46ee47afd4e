/**
 * What one page shows of the reference, decided once for the HTML page, its Markdown export and
 * llms files: the export with its availability and deprecation, a CLI command's flags, or a
 * package's first version.
 */
import { availabilityOf, isWorthANote, packageAvailabilityOf, type Availability } from './availability.js';
import { compareVersions } from './versions.js';
import { exportOfPage, type Mapping } from './mapping.js';
import { replacementOfExport } from './overrides.js';
import type { ApiReferenceSources } from './sources.js';
import { exportKey, type ApiData, type ApiExport, type CliFlag, type PackagePin } from './schema.js';
/** Where a type name in a type cell leads: its own page, or its section of a package's types page. */
export type TypeLink = { docId: string; anchor?: string };

export type FlagGroup = { name: string; flags: CliFlag[] };

export type PageReference =
  | { kind: 'export'; export: ApiExport; pin: PackagePin; availability?: Availability; deprecation?: string; alsoExportedBy?: string }
  | { kind: 'cli-flags'; groups: FlagGroup[] }
  | { kind: 'types'; package: string; pin: PackagePin; types: ApiExport[] }
  | { kind: 'package'; package: string; pin: PackagePin; availability?: Availability };

/** The deprecation line, in our words, naming the replacement the data or the overrides know. */
function deprecationLine(found: ApiExport, replacement = found.deprecated?.replacement): string | undefined {
  if (!found.deprecated) return undefined;
  if (!replacement) return `\`${found.name}\` is deprecated.`;
  if (replacement.name === undefined) return `\`${found.name}\` is deprecated: use ${replacement.package} instead.`;
  if (replacement.name === found.name) return `Importing \`${found.name}\` from ${found.package} is deprecated: import it from ${replacement.package}.`;
  const where = replacement.package === found.package ? '' : ` from ${replacement.package}`;
  return `\`${found.name}\` is deprecated: use \`${replacement.name}\`${where} instead.`;
}

/** A package that re-exports this export under a deprecated import (`@remotion/lambda` for the Lambda client functions). */
function deprecatedReExporter(found: ApiExport, sources: ApiReferenceSources): string | undefined {
  for (const packageName of Object.keys(sources.data.packages)) {
    if (packageName === found.package) continue;
    const other = sources.data.exports[exportKey(packageName, found.name)];
    if (other?.deprecated?.replacement?.package === found.package && other.deprecated.replacement.name === found.name) return packageName;
  }
  return undefined;
}

/** The earliest known first version; a documented one wins a tie. */
function earliest(candidates: readonly (Availability | undefined)[]): Availability | undefined {
  return candidates
    .filter((candidate): candidate is Availability => candidate !== undefined)
    .sort((a, b) => compareVersions(a.version, b.version) || (a.source === 'documented' ? -1 : 1))[0];
}

/** The reference a page shows, or undefined when it shows none. */
export function referenceOfPage(docId: string, mapping: Mapping, sources: ApiReferenceSources): PageReference | undefined {
  const status = mapping.pages[docId];
  if (!status) return undefined;
  if (status.status === 'cli-flags')
    return { kind: 'cli-flags', groups: status.groups.map((name) => ({ name, flags: sources.data.cliFlagGroups[name] ?? [] })) };
  if (status.status === 'types') {
    const pin = sources.data.packages[status.package];
    return pin && { kind: 'types', package: status.package, pin, types: typesOfPackage(sources.data, status.package) };
  }
  if (status.status === 'not-an-export' && status.package) {
    const pin = sources.data.packages[status.package];
    if (!pin) return undefined;
    const availability = packageAvailabilityOf(status.package, sources.firstVersions, sources.registryScan);
    return { kind: 'package', package: status.package, pin, ...(isWorthANote(availability) ? { availability } : {}) };
  }
  const found = exportOfPage(mapping, sources.data, docId);
  if (!found) return undefined;
  const deprecation = deprecationLine(found, replacementOfExport(found, sources.overrides));
  const alsoExportedBy = deprecatedReExporter(found, sources);
  // A function that moved packages (Lambda's to @remotion/lambda-client) is as old as its first home.
  const availability = earliest(
    [found.package, ...(alsoExportedBy ? [alsoExportedBy] : [])].map((packageName) =>
      availabilityOf(packageName, found.name, sources.firstVersions, sources.registryScan),
    ),
  );
  return {
    kind: 'export',
    export: found,
    pin: sources.data.packages[found.package]!,
    ...(isWorthANote(availability) ? { availability } : {}),
    ...(deprecation ? { deprecation } : {}),
    ...(alsoExportedBy ? { alsoExportedBy } : {}),
  };
}

/** The exported types of a package, in name order: what its types page lists. */
export function typesOfPackage(data: ApiData, packageName: string): ApiExport[] {
  return Object.values(data.exports)
    .filter((found) => found.package === packageName && found.kind === 'type')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Where each type name is documented: the page of its own (an export page), else its section of
 * its package's types page. A name is looked up in the citing package first, then in `remotion`,
 * then anywhere it is unique.
 */
export function typeLinksOf(mapping: Mapping, data: ApiData): (name: string, fromPackage: string) => TypeLink | undefined {
  const byKey = new Map<string, TypeLink>();
  for (const [docId, status] of Object.entries(mapping.pages)) {
    if (status.status !== 'types') continue;
    for (const found of typesOfPackage(data, status.package)) byKey.set(exportKey(found.package, found.name), { docId, anchor: found.name });
  }
  for (const [docId, status] of Object.entries(mapping.pages)) {
    if (status.status !== 'generated' && status.status !== 'overridden') continue;
    const found = data.exports[exportKey(status.package, status.export)];
    if (found && (found.kind === 'type' || found.kind === 'class')) byKey.set(exportKey(found.package, found.name), { docId });
  }
  const byName = new Map<string, TypeLink[]>();
  for (const [key, link] of byKey) {
    const name = key.slice(key.indexOf('#') + 1);
    byName.set(name, [...(byName.get(name) ?? []), link]);
  }
  return (name, fromPackage) =>
    byKey.get(exportKey(fromPackage, name)) ?? byKey.get(exportKey('remotion', name)) ?? (byName.get(name)?.length === 1 ? byName.get(name)![0] : undefined);
}

/** "Available from v4.0.59." for a documented version; the registry only tells that it is there by then. */
export function availabilityLine(availability: Availability): string {
  return availability.source === 'documented' ? `Available from v${availability.version}.` : `Available in v${availability.version} and later.`;
}

/** Which version the data was taken from, when it is not the pinned one. */
export function pinLine(packageName: string, pin: PackagePin, pinnedVersion: string): string | undefined {
  if (pin.status !== 'older') return undefined;
  return `Extracted from ${packageName} ${pin.version}, the newest version the npm registry we build from has at or before ${pinnedVersion}.`;
}
