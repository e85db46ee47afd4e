/** The text of `data/availability.json`: keys sorted all the way down, 2-space indent, a final newline, so reruns are byte-stable. */
import { lineOf } from '../versions.js';
import type { PackageScan } from './scan-package.js';

export function availabilityFile(pinnedVersion: string, scans: ReadonlyMap<string, PackageScan>, generatedBy: string): string {
  const line = lineOf(pinnedVersion);
  const major = line.first.split('.')[0];
  const file = {
    generatedBy,
    note: `Each value is the first ${line.label} version on the registry this scan reached whose root type declarations export the name, an upper bound on when it was really added because that registry lacks many ${line.label} versions, or ${line.first} for a name the newest pre-${major}.0 release (previousMajor) already exported.`,
    packages: Object.fromEntries([...scans].map(([name, scan]) => [name, scan.entry])),
    exports: Object.fromEntries([...scans].flatMap(([name, scan]) => (scan.exports ? [[name, scan.exports]] : []))),
  };
  return `${JSON.stringify(sortedKeys(file), null, 2)}\n`;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
