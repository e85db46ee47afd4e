/**
 * Which version of each package to extract: the pinned one, or the newest published before it,
 * from the versions the registry lists. A package the registry does not have is "unpublished".
 */
import type { PackagePin } from '../schema.js';
import { newestRelease, releasesUpToPin } from '../versions.js';

/** The pin for one package, from the versions the registry lists (undefined: the registry has no such package). */
export function pinOf(pinnedVersion: string, versions: readonly string[] | undefined): PackagePin {
  const newest = releasesUpToPin(pinnedVersion, versions ?? []).at(-1);
  if (newest === undefined) return { status: 'unpublished' };
  if (newest === pinnedVersion) return { status: 'pinned', version: pinnedVersion };
  return { status: 'older', version: newest, newestOnRegistry: newestRelease(versions ?? [])! };
}
