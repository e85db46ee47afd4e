/**
 * "Available from v4.0.x": the first version of an export, from two sources. Publicly documented
 * first versions (`data/first-versions.yaml`) win; otherwise the registry scan
 * (`data/availability.json`) gives the first version the registry has, which is only an upper
 * bound because the registry lacks many 4.0.x versions.
 */
import { z } from 'zod';
import { compareVersions, RELEASE_PATTERN } from './versions.js';
import { exportKey } from './schema.js';

const VersionSchema = z.string().regex(RELEASE_PATTERN, 'must be a version like 4.0.53');

export const FirstVersionsSchema = z
  .object({
    /** First version of a whole package: its exports the registry first shows with the package inherit it. */
    packages: z.record(z.string(), VersionSchema).default({}),
    /** Keyed by `package#export`. */
    exports: z.record(z.string(), VersionSchema).default({}),
  })
  .strict();
export type FirstVersions = z.infer<typeof FirstVersionsSchema>;

export const RegistryScanSchema = z.object({
  generatedBy: z.string(),
  note: z.string().optional(),
  packages: z.record(
    z.string(),
    z.union([
      z.object({ absent: z.literal(true) }).passthrough(),
      z.object({ firstOnRegistry: VersionSchema.nullable(), pinned: VersionSchema }).passthrough(),
    ]),
  ),
  exports: z.record(z.string(), z.record(z.string(), VersionSchema)),
});
export type RegistryScan = z.infer<typeof RegistryScanSchema>;

/** Where a first version comes from: the public record, or only the registry scan (an upper bound). */
export type Availability = { version: string; source: 'documented' | 'registry' };

/** The first version of the 4.0 line: an export already there needs no note. */
export const BASELINE_VERSION = '4.0.0';

function firstOnRegistry(scan: RegistryScan, packageName: string): string | undefined {
  const record = scan.packages[packageName] as { firstOnRegistry?: string | null } | undefined;
  return record?.firstOnRegistry ?? undefined;
}

/** The first version of an export, or undefined when neither source knows it. */
export function availabilityOf(packageName: string, name: string, documented: FirstVersions, scan: RegistryScan): Availability | undefined {
  const exact = documented.exports[exportKey(packageName, name)];
  if (exact) return { version: exact, source: 'documented' };
  const scanned = scan.exports[packageName]?.[name];
  const packageFirst = documented.packages[packageName];
  // Found in the package's first registry version: it is as old as the package, whose first version is documented.
  if (packageFirst && scanned !== undefined && scanned === firstOnRegistry(scan, packageName)) return { version: packageFirst, source: 'documented' };
  return scanned === undefined ? undefined : { version: scanned, source: 'registry' };
}

/** The first version of a package (for its overview page). */
export function packageAvailabilityOf(packageName: string, documented: FirstVersions, scan: RegistryScan): Availability | undefined {
  const packageFirst = documented.packages[packageName];
  if (packageFirst) return { version: packageFirst, source: 'documented' };
  const scanned = firstOnRegistry(scan, packageName);
  return scanned === undefined ? undefined : { version: scanned, source: 'registry' };
}

/** Only versions after the baseline are worth a note on the page. */
export function isWorthANote(availability: Availability | undefined): availability is Availability {
  return availability !== undefined && compareVersions(availability.version, BASELINE_VERSION) > 0;
}
