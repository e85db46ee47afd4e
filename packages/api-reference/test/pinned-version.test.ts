/**
 * One pinned toolkit version: `data/packages.yaml` holds it, and every `remotion` and `@remotion/*`
 * dependency of the workspace's package.json files (which cannot import it) must name it too.
 */
import { problemLine } from '@docs/catalogue';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadPinnedPackages } from '../src/node/index.js';

const workspaceDir = fileURLToPath(new URL('../../..', import.meta.url));
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** The package.json files of the workspace's packages (pnpm-workspace.yaml: packages/*, apps/*). */
function workspaceManifests(): string[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(workspaceDir, group))
      .map((name) => path.join(group, name, 'package.json'))
      .filter((file) => existsSync(path.join(workspaceDir, file))),
  );
}

/** Every toolkit dependency that names another version than the pin, as `file: name is version`. */
function pinsOtherThan(pinnedVersion: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const manifest = JSON.parse(readFileSync(path.join(workspaceDir, file), 'utf8')) as Partial<
      Record<(typeof DEPENDENCY_FIELDS)[number], Record<string, string>>
    >;
    return DEPENDENCY_FIELDS.flatMap((field) =>
      Object.entries(manifest[field] ?? {})
        .filter(([name, version]) => (name === 'remotion' || name.startsWith('@remotion/')) && version !== pinnedVersion)
        .map(([name, version]) => `${file}: ${field} ${name} is "${version}", not the pinned ${pinnedVersion} (packages/api-reference/data/packages.yaml)`),
    );
  });
}

describe('the pinned version', () => {
  const { pinned, problems } = loadPinnedPackages();

  it('is read from data/packages.yaml', () => {
    expect(problems.map(problemLine)).toEqual([]);
    expect(pinned?.pinnedVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is the version every workspace package installs the toolkit at', () => {
    const manifests = workspaceManifests();
    expect(manifests).toContain(path.join('packages', 'code-samples', 'package.json'));
    expect(pinsOtherThan(pinned!.pinnedVersion, manifests)).toEqual([]);
  });

  it('reports a dependency that names another version, with its file', () => {
    expect(pinsOtherThan('0.0.1', [path.join('packages', 'code-samples', 'package.json')])).toContain(
      `packages/code-samples/package.json: devDependencies remotion is "${pinned!.pinnedVersion}", not the pinned 0.0.1 (packages/api-reference/data/packages.yaml)`,
    );
  });
});
