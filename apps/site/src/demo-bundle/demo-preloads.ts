/**
 * Fetches a demo's chunk and the chunks it imports at once (#24: first frame after Play). The player
 * imports a demo's chunk when a reader presses Play; a browser sees that chunk's own imports (a
 * transition or a shape shared with other demos) only once it has it, one round trip later. So each
 * `import("./demo.js")` in the player's chunk first adds a `<link rel="modulepreload">` for each chunk
 * the demo imports that the player has not already loaded, as Vite's build does for its own.
 */
import path from 'node:path';
import type { Plugin, RenderedChunk } from 'rolldown';
import { staticImports } from './static-imports';

const PRELOAD_FUNCTION = '__docsPreloadDemoChunks';

/** Adds a modulepreload link for each file, relative to the player's chunk, once per page. */
const PRELOAD_CODE = `
function ${PRELOAD_FUNCTION}(files) {
  for (const file of files) {
    const href = new URL(file, import.meta.url).href;
    if (document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}
`;

/** `to` as the player's chunk (`from`) imports it: `./name.js` for chunks in the same folder. */
function relativeImport(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/**
 * `code` of the entry chunk `entry` with each dynamic import of a chunk that has imports of its own
 * preceded by their preload. `chunks` are the bundle's chunks by file name, as the hook sees them.
 */
export function withDemoPreloads(
  code: string,
  entry: Pick<RenderedChunk, 'fileName' | 'dynamicImports'>,
  chunks: Map<string, Pick<RenderedChunk, 'imports'>>,
): string {
  const loaded = staticImports(chunks, entry.fileName).add(entry.fileName);
  let rewritten = code;
  let preloads = 0;
  for (const file of entry.dynamicImports) {
    const needed = [...staticImports(chunks, file)].filter((chunk) => !loaded.has(chunk));
    if (needed.length === 0) continue;
    const specifier = relativeImport(entry.fileName, file);
    const files = JSON.stringify(needed.map((chunk) => relativeImport(entry.fileName, chunk)));
    const dynamicImport = new RegExp(`import\\((["'\`])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\)`, 'g');
    rewritten = rewritten.replace(dynamicImport, (found) => {
      preloads += 1;
      return `(${PRELOAD_FUNCTION}(${files}), ${found})`;
    });
  }
  return preloads > 0 ? `${rewritten}\n${PRELOAD_CODE}` : rewritten;
}

/** The plugin, for the demo bundle's build: rewrites the entry chunk's dynamic imports. */
export function demoPreloadsPlugin(): Plugin {
  return {
    name: 'docs:demo-preloads',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry) return null;
      return withDemoPreloads(code, chunk, new Map(Object.entries(meta.chunks)));
    },
  };
}
