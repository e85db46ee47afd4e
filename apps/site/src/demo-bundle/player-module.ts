/**
 * `virtual:docs/demo-player`: how the site script (`src/scripts/demos.ts`) loads the demo player.
 * In a build, from the demo bundle's files by URL, fetching every module the player imports at once
 * rather than one import after another; in `astro dev`, from its source, which Vite serves.
 */
import type { Plugin } from 'vite';
import type { DemoBundle } from './build';

const ID = 'virtual:docs/demo-player';
const RESOLVED_ID = `\0${ID}`;
const SOURCE = '/src/scripts/demo-player.tsx';

/** What the player is loaded from: its source (dev) or a built bundle served under `base`. */
export type PlayerSource = { from: 'source' } | { from: 'bundle'; bundle: Pick<DemoBundle, 'entry' | 'preloads'>; base: string };

/** The module's code for `source`. */
export function demoPlayerModuleCode(source: PlayerSource): string {
  if (source.from === 'source') return `export const importDemoPlayer = () => import(${JSON.stringify(SOURCE)});\n`;
  const url = (file: string) => JSON.stringify(`${source.base}${file}`);
  // The entry is a variable, not a string in the import: Rollup would try to bundle the URL. Loaded
  // once per page, however many demos it has.
  return `const ENTRY = ${url(source.bundle.entry)};
const PRELOADS = [${source.bundle.preloads.map(url).join(', ')}];
let player;
export function importDemoPlayer() {
  if (player) return player;
  for (const href of PRELOADS) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  player = import(/* @vite-ignore */ ENTRY);
  return player;
}
`;
}

/** The Vite plugin; `source` is asked when the module is loaded (in a build, once the bundle exists). */
export function demoPlayerModule(source: () => PlayerSource | undefined): Plugin {
  return {
    name: 'docs:demo-player-module',
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const current = source();
      if (!current) throw new Error(`${ID} was loaded before the demo bundle was built (it exists from the client build on)`);
      return demoPlayerModuleCode(current);
    },
  };
}
