/** A demo's chunk is imported after a preload of each chunk it needs that the player has not loaded. */
import { describe, expect, it } from 'vitest';
import { withDemoPreloads } from '../../src/demo-bundle/demo-preloads';

const chunks = new Map([
  ['demos/player.H0.js', { imports: ['demos/react.H1.js'] }],
  ['demos/react.H1.js', { imports: [] }],
  ['demos/wipe.H2.js', { imports: ['demos/player.H0.js', 'demos/shared.H3.js'] }],
  ['demos/shared.H3.js', { imports: ['demos/react.H1.js', 'demos/deep.H4.js'] }],
  ['demos/deep.H4.js', { imports: [] }],
  ['demos/spin.H5.js', { imports: ['demos/player.H0.js'] }],
]);
const entry = { fileName: 'demos/player.H0.js', dynamicImports: ['demos/wipe.H2.js', 'demos/spin.H5.js'] };

describe('withDemoPreloads', () => {
  it("preloads the chunks a demo imports, at any depth, but not the player's own", () => {
    const code = withDemoPreloads('const a = () => import("./wipe.H2.js");\nconst b = () => import(`./spin.H5.js`);', entry, chunks);
    expect(code).toContain('const a = () => (__docsPreloadDemoChunks(["./shared.H3.js","./deep.H4.js"]), import("./wipe.H2.js"));');
    // A demo that needs nothing more is imported as it was.
    expect(code).toContain('const b = () => import(`./spin.H5.js`);');
    expect(code).toContain('function __docsPreloadDemoChunks(files)');
  });

  it('adds nothing to a player whose demos need nothing more', () => {
    const code = 'const b = () => import("./spin.H5.js");';
    expect(withDemoPreloads(code, { fileName: entry.fileName, dynamicImports: ['demos/spin.H5.js'] }, chunks)).toBe(code);
  });
});
