/**
 * The real pages: every fence has a known language and well-formed markers, and every ts/tsx block
 * that is not marked partial type-checks against the published Remotion packages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, languageProblem, loadCodeBlocks, PACKAGE_DIR, typeCheckBlocks, type CodeBlock } from '../src/index.js';

let blocks: CodeBlock[];
beforeAll(async () => {
  blocks = await loadCodeBlocks();
});

describe('code blocks of apps/site/src/content/docs', () => {
  it('all have a known language and valid markers', () => {
    const problems = blocks.flatMap((block) => {
      const found = [languageProblem(block.lang), ...block.problems].filter((problem) => problem !== undefined);
      return found.map((problem) => `${block.file}:${block.line}: ${problem}`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('type-check, except those marked partial', () => {
    const result = typeCheckBlocks(blocks, PACKAGE_DIR);
    const reasons = result.skipped.map((block) => `  ${block.file}:${block.line}: ${block.partialReason}`);
    console.log(
      `code samples: ${result.checked.length} checked, ${result.skipped.length} skipped as partial${reasons.length ? `\n${reasons.join('\n')}` : ''}`,
    );
    const report = result.diagnostics.map(formatDiagnostic);
    expect(report, report.join('\n')).toEqual([]);
    expect(result.checked.length).toBeGreaterThan(0);
    // The live demos' sources are among them: what a page runs compiles.
    expect(result.checked.filter((block) => block.file.startsWith('../demos/')).length).toBeGreaterThanOrEqual(2);
  });
});
