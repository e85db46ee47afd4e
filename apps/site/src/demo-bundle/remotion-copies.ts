/**
 * Gives each demo its own copy of @remotion/paths and @remotion/shapes (#24: bytes loaded on the first
 * Play). Each package is one file, and a bundler tree-shakes a module once for the whole build, so the
 * chunk the demos shared carried every export any of them used: the iris and clock-wipe pages fetched
 * 154 KB on Play against a target of 150. A copy per importer keeps only what that importer uses and
 * lands in its chunk. The copy's own imports of the two packages stay in its family (keyed by the
 * module that first imported one of them), so shapes and the paths it needs are one copy per demo,
 * not two. Both packages are plain functions and components with no state of their own, so a copy
 * behaves as the one module did.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'rolldown';

/** The packages copied per importer. */
const COPIED = new Set(['@remotion/paths', '@remotion/shapes']);
const COPY_QUERY = '?remotion-copy=';

/** The module id of `resolvedId`'s copy for `importer`: the same family as the importer when it is a copy itself. */
export function copyId(resolvedId: string, importer: string): string {
  const at = importer.indexOf(COPY_QUERY);
  const family = at === -1 ? encodeURIComponent(importer) : importer.slice(at + COPY_QUERY.length);
  return `${resolvedId}${COPY_QUERY}${family}`;
}

/** The plugin, for the demo bundle's build. */
export function remotionCopiesPlugin(): Plugin {
  return {
    name: 'docs:remotion-copies',
    async resolveId(source, importer, options) {
      if (!COPIED.has(source) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return copyId(resolved.id, importer);
    },
    // A copy is the package's file under another id.
    load: (id) => (id.includes(COPY_QUERY) ? readFile(id.slice(0, id.indexOf(COPY_QUERY)), 'utf8') : null),
  };
}
