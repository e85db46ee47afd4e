/**
 * Versions of the published packages, through `semver` (npm's own parser): which count as releases,
 * their order, and the line of versions a pinned version belongs to.
 */
import semver from 'semver';

/** What a data file may write as a version: a plain release (no leading zeros, which semver refuses). */
export const RELEASE_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** A plain `major.minor.patch` release: no pre-release, no build metadata, no `v`. */
function isRelease(version: string): boolean {
  return semver.valid(version) === version && semver.prerelease(version) === null;
}

/** Numeric order (4.0.53 < 4.0.115), for `Array.prototype.sort`. */
export function compareVersions(a: string, b: string): number {
  return semver.compare(a, b);
}

/** The pin's line: `major.minor.x`, e.g. 4.0.x for 4.0.527. */
export function lineOf(pinnedVersion: string): { label: string; first: string } {
  const major = semver.major(pinnedVersion);
  const minor = semver.minor(pinnedVersion);
  return { label: `${major}.${minor}.x`, first: `${major}.${minor}.0` };
}

/** The releases of the pin's line up to the pin itself, ascending (4.0.0 … 4.0.527). */
export function releasesUpToPin(pinnedVersion: string, versions: readonly string[]): string[] {
  const range = `>=${lineOf(pinnedVersion).first} <=${pinnedVersion}`;
  return semver.sort(versions.filter((version) => isRelease(version) && semver.satisfies(version, range)));
}

/** The newest release before the pin's major (3.3.104 for 4.0.527), or undefined when there is none. */
export function previousMajorRelease(pinnedVersion: string, versions: readonly string[]): string | undefined {
  return semver.maxSatisfying(versions.filter(isRelease), `<${semver.major(pinnedVersion)}.0.0`) ?? undefined;
}

/** The newest release of all. */
export function newestRelease(versions: readonly string[]): string | undefined {
  return semver.maxSatisfying(versions.filter(isRelease), '*') ?? undefined;
}
