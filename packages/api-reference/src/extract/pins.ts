/**
 * Which version of each package to extract: the pinned one, or the newest published before it,
 * from the versions the registry lists. A package the registry does not have is "unpublished".
 */
import type { PackagePin } from '../schema.js';
import { compareVersions, isRelease } from '../versions.js';

/** The pin for one package, from the versions the registry lists (undefined: the registry has no such package). */
export function pinOf(pinnedVersion: string, versions: readonly string[] | undefined): PackagePin {
  const releases = (versions ?? []).filter(isRelease);
  if (releases.includes(pinnedVersion)) return { status: 'pinned', version: pinnedVersion };
  const sameLine = pinnedVersion.split('.').slice(0, 2).join('.');
  const before = releases.filter((version) => version.startsWith(`${sameLine}.`) && compareVersions(version, pinnedVersion) < 0).sort(compareVersions);
  const newest = before.at(-1);
  if (newest === undefined) return { status: 'unpublished' };
  return { status: 'older', version: newest, newestOnRegistry: [...releases].sort(compareVersions).at(-1)! };
}
