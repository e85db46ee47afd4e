/**
 * Exports carried over from the previous major: a name the package's newest release before the
 * line already exported existed before the line began, so it gets the line's first version
 * (4.0.0), whatever 4.0.x the registry first shows it in.
 */
export function carryOver(
  firstVersions: Readonly<Record<string, string>>,
  previousMajorNames: ReadonlySet<string>,
  lineStart: string,
): { exports: Record<string, string>; carriedOver: number } {
  const exports = { ...firstVersions };
  let carriedOver = 0;
  for (const name of Object.keys(exports)) {
    if (!previousMajorNames.has(name)) continue;
    if (exports[name] !== lineStart) carriedOver++;
    exports[name] = lineStart;
  }
  return { exports, carriedOver };
}
