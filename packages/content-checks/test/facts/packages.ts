/** Finding the installed Remotion packages of @docs/content-checks and reading files inside them. */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The directory of @docs/content-checks: packages are resolved as its own dependencies. */
export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

const requireHere = createRequire(path.join(PACKAGE_DIR, 'package.json'));

/**
 * The root directory of an installed package, or undefined. Looks the name up in the node_modules
 * directories Node would search, so a package's `exports` map cannot hide its files.
 */
export function packageRoot(name: string): string | undefined {
  for (const dir of requireHere.resolve.paths(name) ?? []) {
    const candidate = path.join(dir, name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  return undefined;
}

/** The absolute path of a file in a package, or an explanation of why there is none. */
export function packageFile(name: string, file: string): { path: string } | { missing: string } {
  const root = packageRoot(name);
  if (root === undefined) return { missing: `package ${name} is not installed in @docs/content-checks` };
  const absolute = path.join(root, file);
  return existsSync(absolute) ? { path: absolute } : { missing: `${name} has no file ${file}` };
}

/** The text of a file in a package. */
export function readPackageFile(absolute: string): string {
  return readFileSync(absolute, 'utf8');
}

/** Loads a CommonJS file of a package by its absolute path. */
export function requireFile(absolute: string): unknown {
  return requireHere(absolute);
}

/** Loads an entry point of a package (as CommonJS), e.g. `@remotion/renderer/client`. */
export function requirePackage(specifier: string): unknown {
  return requireHere(specifier);
}
