/** The compile hint goes on the chunks the first Play runs (the player's, React DOM's) and on no other. */
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { playerCompileHintsPlugin } from '../../src/demo-bundle/player-compile-hints';

const render = (moduleIds: string[]) => {
  const hook = playerCompileHintsPlugin().generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  const chunk = { type: 'chunk', moduleIds, code: 'const a=1;' } as unknown as OutputChunk;
  hook.handler({}, { 'chunk.js': chunk });
  return chunk.code;
};

describe('playerCompileHintsPlugin', () => {
  it("starts the player's chunk and React DOM's with the hint", () => {
    expect(render(['/site/src/scripts/demo-player.tsx', '/n/node_modules/remotion/dist/esm/index.mjs'])).toBe('//# allFunctionsCalledOnLoad\nconst a=1;');
    expect(render(['/n/node_modules/react-dom/cjs/react-dom-client.production.js'])).toBe('//# allFunctionsCalledOnLoad\nconst a=1;');
  });

  it("leaves the site's script and a demo's chunk alone", () => {
    expect(render(['/site/src/scripts/site.ts', '/site/src/scripts/demos.ts'])).toBe('const a=1;');
    expect(render(['/site/src/demos/spring-damping.tsx'])).toBe('const a=1;');
  });
});
