/** What one version of a package exports from its root entry, as far as its type declarations tell. */
export type VersionExports =
  | {
      status: 'ok';
      /** The root entry's declaration file, relative to the package. */
      entry: string;
      /** Sorted, without duplicates. */
      names: string[];
      /** Specifiers of `export *` from other packages, which the scan cannot follow (they are not installed). */
      unresolvedReExports: string[];
    }
  | { status: 'no-declarations'; reason: string };

/** Reads one version of the package being scanned. */
export type ExportsAt = (version: string) => Promise<VersionExports>;

/** The names a version exports; undefined when it has no declarations to tell. */
export function namesOf(exports: VersionExports): ReadonlySet<string> | undefined {
  return exports.status === 'ok' ? new Set(exports.names) : undefined;
}
