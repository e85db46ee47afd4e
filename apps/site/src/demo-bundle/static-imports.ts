import type { RenderedChunk } from 'rolldown';

/** The chunks `fileName` imports statically, at any depth, from the bundle's chunks by file name. */
export function staticImports(chunks: Map<string, Pick<RenderedChunk, 'imports'>>, fileName: string, seen = new Set<string>()): Set<string> {
  for (const imported of chunks.get(fileName)?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(chunks, imported, seen);
  }
  return seen;
}
