/**
 * At least 98% of the ids in the reference's three sidebars exist here, in the sidebar the
 * reference puts them. The reference lives in ../shared (never committed); CI has it beside the clone.
 */
import { describe, expect, it } from 'vitest';
import { docReferences, parseSidebars } from '@docs/catalogue';
import { catalogue, readReference } from './load.js';

const reference = readReference();

describe.runIf(reference !== undefined)('coverage of the reference sidebars', () => {
  it('keeps ≥ 98% of the reference ids in the same sidebar', () => {
    const wanted = docReferences(
      parseSidebars({ mainSidebar: reference!.mainSidebar, apiSidebar: reference!.apiSidebar, recorderSidebar: reference!.recorderSidebar }),
    );
    const byId = new Map<string, Set<string>>();
    for (const { id, sidebar } of wanted) byId.set(id, (byId.get(id) ?? new Set()).add(sidebar));
    const missing = [...byId].filter(([id, sidebars]) => {
      const placed = catalogue.docs[id]?.sidebar;
      return placed === undefined || !sidebars.has(placed);
    });
    const coverage = 1 - missing.length / byId.size;
    expect(byId.size).toBeGreaterThan(950);
    expect(coverage, `missing or misplaced: ${missing.map(([id]) => id).join(', ')}`).toBeGreaterThanOrEqual(0.98);
  });
});
