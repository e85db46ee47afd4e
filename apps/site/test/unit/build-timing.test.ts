import { afterEach, describe, expect, it } from 'vitest';
import { buildRecord, startBuildRecord, timed } from '../../src/lib/build-timing';
import { createBodyProcessor } from '../../src/markdown/body-processor';
import { shikiTimers } from '../../src/markdown/markdown-timing';
import { markdownSettings } from '../../src/markdown/settings';
import { DEMOS_DIR, DOCS_DIR, LINK_TARGETS } from '../support/markdown';

const RECORD = Symbol.for('@docs/site:build-phases');
const MARKDOWN = ':::note\nA note.\n:::\n\n```ts title="a.ts"\nconst a = 1;\n```\n';

/** A body rendered with the site's settings as a build makes them (timers only when the record exists). */
async function renderBody(): Promise<string> {
  const settings = { ...markdownSettings('/site', async () => LINK_TARGETS), demosDir: DEMOS_DIR };
  return (await createBodyProcessor(settings).render(MARKDOWN, `${DOCS_DIR}/a.md`)).html;
}

afterEach(() => {
  delete (globalThis as { [RECORD]?: unknown })[RECORD];
});

describe('build timing, not started', () => {
  it('adds no Shiki transformer and records nothing', () => {
    expect(shikiTimers('markdown')).toEqual([]);
    expect(timed('work', () => 42)).toBe(42);
    expect(buildRecord()).toBeUndefined();
  });
});

describe('build timing, started', () => {
  it('times parsing, HTML and each highlighted block without changing the HTML', async () => {
    const plain = await renderBody();
    startBuildRecord();
    expect(await renderBody()).toBe(plain);
    const { spans } = buildRecord()!;
    expect(Object.keys(spans).sort()).toEqual(['markdown:html', 'markdown:parse', 'shiki:markdown']);
    expect(spans['markdown:parse']!.count).toBe(1);
    expect(spans['shiki:markdown']!.count).toBe(1);
  });

  it('adds the time of a promise once it settles', async () => {
    startBuildRecord();
    await expect(timed('load', async () => 'done')).resolves.toBe('done');
    await expect(timed('failing load', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(buildRecord()!.spans.load!.count).toBe(1);
    expect(buildRecord()!.spans['failing load']!.count).toBe(1);
  });
});
