/** `major.minor.patch` versions, compared as numbers (4.0.53 < 4.0.115); pre-releases are not releases. */
function parse(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

export function isRelease(version: string): boolean {
  return parse(version) !== undefined;
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0;
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}
