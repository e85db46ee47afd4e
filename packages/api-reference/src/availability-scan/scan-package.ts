/**
 * One package's entry in `availability.json`: its versions on the registry (the pin's line up to
 * the pin), the first version of each export the pin has, what the scan could not see, and the
 * exports carried over from the previous major.
 */
import { lineOf, previousMajorRelease, releasesUpToPin } from '../versions.js';
import { bisectFirstVersions, contradictions } from './bisect.js';
import { carryOver } from './carry-over.js';
import { namesOf, type ExportsAt } from './version-exports.js';

/** The record of one package; its keys are written as they are (sorted), so the order here does not matter. */
export type PackageEntry = { absent: true; reason?: string } | ScannedPackage;

type ScannedPackage = {
  pinned: string;
  firstOnRegistry: string;
  versionsOnRegistry: number;
  versionsScanned: string[];
  unresolvedReExports: string[];
  exportCount: number;
  rootEntry?: string;
  pinnedWithoutDeclarations?: string;
  versionsWithoutDeclarations?: Array<{ version: string; reason: string }>;
  /** Star re-exports from other packages in any scanned version: names behind them look absent there. */
  unresolvedReExportsInScannedVersions?: Record<string, string[]>;
  nonMonotonic?: Record<string, { missingIn?: string[]; presentEarlierIn?: string[] }>;
  previousMajor?: string;
  previousMajorWithoutDeclarations?: string;
  previousMajorUnresolvedReExports?: string[];
};

export type PackageScan = {
  entry: PackageEntry;
  /** Per export: its first version (absent packages have none). */
  exports?: Record<string, string>;
  /** How many exports the previous major moved to the line's first version. */
  carriedOver: number;
};

/** Scans one package, given every version the registry lists (undefined: it does not know the package). */
export async function scanPackage(pinnedVersion: string, registryVersions: readonly string[] | undefined, exportsAt: ExportsAt): Promise<PackageScan> {
  if (registryVersions === undefined) return { entry: { absent: true }, carriedOver: 0 };
  const line = lineOf(pinnedVersion);
  const versions = releasesUpToPin(pinnedVersion, registryVersions);
  if (versions.length === 0) return { entry: { absent: true, reason: `no ${line.label} version at or below ${pinnedVersion}` }, carriedOver: 0 };

  const last = versions.length - 1;
  const pin = await exportsAt(versions[last]!);
  const bisection = await bisectFirstVersions(versions.length, async (index) => namesOf(await exportsAt(versions[index]!)));
  const scanned = await Promise.all(bisection.probed.map(async ([index]) => ({ version: versions[index]!, exports: await exportsAt(versions[index]!) })));
  const atVersions = (indices: number[]) => indices.map((index) => versions[index]!);

  const entry: ScannedPackage = {
    pinned: versions[last]!,
    firstOnRegistry: versions[0]!,
    versionsOnRegistry: versions.length,
    versionsScanned: scanned.map(({ version }) => version),
    unresolvedReExports: pin.status === 'ok' ? pin.unresolvedReExports : [],
    exportCount: pin.status === 'ok' ? pin.names.length : 0,
  };
  if (pin.status === 'ok') entry.rootEntry = pin.entry;
  else entry.pinnedWithoutDeclarations = pin.reason;

  const withoutDeclarations = scanned.flatMap(({ version, exports }) => (exports.status === 'ok' ? [] : [{ version, reason: exports.reason }]));
  if (withoutDeclarations.length > 0) entry.versionsWithoutDeclarations = withoutDeclarations;
  const unresolvedAnywhere: Record<string, string[]> = {};
  for (const { version, exports } of scanned) {
    if (exports.status !== 'ok') continue;
    for (const specifier of exports.unresolvedReExports) (unresolvedAnywhere[specifier] ??= []).push(version);
  }
  // Only worth writing when an older version has one: then a first version may come out too late.
  if (Object.values(unresolvedAnywhere).some((found) => found.some((version) => version !== entry.pinned)))
    entry.unresolvedReExportsInScannedVersions = unresolvedAnywhere;
  const contradicted = Object.entries(contradictions(bisection));
  if (contradicted.length > 0) {
    entry.nonMonotonic = Object.fromEntries(
      contradicted.map(([name, { missingIn, presentEarlierIn }]) => [
        name,
        { ...(missingIn ? { missingIn: atVersions(missingIn) } : {}), ...(presentEarlierIn ? { presentEarlierIn: atVersions(presentEarlierIn) } : {}) },
      ]),
    );
  }

  const firstVersions = Object.fromEntries(Object.entries(bisection.first).map(([name, index]) => [name, versions[index]!]));
  const previousMajor = previousMajorRelease(pinnedVersion, registryVersions);
  if (previousMajor === undefined) return { entry, exports: firstVersions, carriedOver: 0 };
  entry.previousMajor = previousMajor;
  const previous = await exportsAt(previousMajor);
  if (previous.status !== 'ok') {
    entry.previousMajorWithoutDeclarations = previous.reason;
    return { entry, exports: firstVersions, carriedOver: 0 };
  }
  if (previous.unresolvedReExports.length > 0) entry.previousMajorUnresolvedReExports = previous.unresolvedReExports;
  const { exports, carriedOver } = carryOver(firstVersions, new Set(previous.names), line.first);
  return { entry, exports, carriedOver };
}
