/**
 * The per-demo copies of @remotion/paths and @remotion/shapes: each importer gets its own copy, and a
 * copy's own imports of the two packages join that importer's family rather than starting another.
 */
import { describe, expect, it } from 'vitest';
import { copyId } from '../../src/demo-bundle/remotion-copies';

const SHAPES = '/n/@remotion/shapes/dist/esm/index.mjs';
const PATHS = '/n/@remotion/paths/dist/esm/index.mjs';

describe('copyId', () => {
  it('gives two importers two copies', () => {
    expect(copyId(SHAPES, '/site/src/demos/pie-timer.tsx')).not.toBe(copyId(SHAPES, '/site/src/demos/star-burst.tsx'));
  });

  it("puts a copy's imports in its importer's family", () => {
    const demo = '/site/src/demos/morph-icon.tsx';
    expect(copyId(PATHS, copyId(SHAPES, demo))).toBe(copyId(PATHS, demo));
  });

  it('keeps the id a file path followed by a query, with no slash in the query', () => {
    const id = copyId(PATHS, '/n/@remotion/transitions/dist/esm/iris.mjs');
    expect(id.startsWith(`${PATHS}?`)).toBe(true);
    expect(id.slice(PATHS.length)).not.toContain('/');
  });
});
