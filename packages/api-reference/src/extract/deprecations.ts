/**
 * A deprecated export's replacement, as names only. The `@deprecated` text is the package's prose:
 * it is read here to find which package and which export it points to, and never kept.
 */
import type { Deprecation } from '../schema.js';

const PACKAGE_NAME = /@remotion\/[a-z0-9-]+|\bremotion\b/g;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * The replacement named by a deprecation text: the first package it mentions (else the export's own
 * package), and in it the first identifier that package exports (else the same name, when that
 * package has it: "import this from @remotion/lambda-client instead").
 */
export function replacementOf(
  text: string,
  own: { package: string; name: string },
  exportsOf: (packageName: string) => ReadonlySet<string> | undefined,
): Deprecation {
  const packages = [...text.matchAll(PACKAGE_NAME)].map((match) => match[0]).filter((name) => exportsOf(name) !== undefined);
  const packageName = packages[0] ?? own.package;
  const names = exportsOf(packageName) ?? new Set<string>();
  const mentioned = [...text.replace(PACKAGE_NAME, ' ').matchAll(IDENTIFIER)].map((match) => match[0]).find((word) => word !== own.name && names.has(word));
  const name = mentioned ?? (packageName !== own.package && names.has(own.name) ? own.name : undefined);
  if (name === undefined) return {};
  return { replacement: { package: packageName, name } };
}
