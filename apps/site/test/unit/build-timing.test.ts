import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRecord, startBuildRecord, timed } from '../../src/lib/build-timing';
import { shikiTimers, timedRemarkPlugins } from '../../src/markdown/markdown-timing';
import { remarkAdmonitions } from '../../src/markdown/remark-admonitions';
import { remarkCodeTitles } from '../../src/markdown/remark-code-titles';

const RECORD = Symbol.for('@docs/site:build-phases');
const MARKDOWN = ':::note\nA note.\n:::\n\n```ts title="a.ts"\nconst a = 1;\n```\n';

/** The tree after remark's plugins, without turning it into HTML. */
function treeOf(plugins: PluggableList): unknown {
  const processor = unified().use(remarkParse).use(plugins);
  return processor.runSync(processor.parse(MARKDOWN));
}

afterEach(() => {
  delete (globalThis as { [RECORD]?: unknown })[RECORD];
});

describe('build timing, not started', () => {
  it('leaves the remark plugins and Shiki transformers as they are, and records nothing', () => {
    const plugins = [remarkDirective, remarkAdmonitions, remarkCodeTitles];
    expect(timedRemarkPlugins(plugins)).toBe(plugins);
    expect(shikiTimers('markdown')).toEqual([]);
    expect(timed('work', () => 42)).toBe(42);
    expect(buildRecord()).toBeUndefined();
  });
});

describe('build timing, started', () => {
  it('times parsing and each plugin per file without changing the tree', () => {
    const plain = treeOf([remarkDirective, remarkAdmonitions, remarkCodeTitles]);
    startBuildRecord();
    const timedTree = treeOf(timedRemarkPlugins([remarkDirective, remarkAdmonitions, remarkCodeTitles]) as PluggableList);
    expect(timedTree).toEqual(plain);
    const { spans } = buildRecord()!;
    expect(Object.keys(spans).sort()).toEqual(['markdown:parse', 'remark:remarkAdmonitions', 'remark:remarkCodeTitles']);
    expect(spans['markdown:parse']!.count).toBe(1);
    expect(spans['remark:remarkCodeTitles']!.count).toBe(1);
  });

  it('adds the time of a promise once it settles', async () => {
    startBuildRecord();
    await expect(timed('load', async () => 'done')).resolves.toBe('done');
    await expect(timed('failing load', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(buildRecord()!.spans.load!.count).toBe(1);
    expect(buildRecord()!.spans['failing load']!.count).toBe(1);
  });
});
