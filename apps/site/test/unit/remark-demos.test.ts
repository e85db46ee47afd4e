/** `::demo{name}`: the placeholder and the demo's own source as a titled block; an unknown name fails at its line. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../src/demos/catalog';
import { remarkDemos } from '../../src/markdown/remark-demos';

const demosDir = mkdtempSync(path.join(os.tmpdir(), 'demos-'));
writeFileSync(path.join(demosDir, DEMOS['spring-damping']!.file), 'export const Source = 1;\n');

async function transform(markdown: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkDemos, { demosDir });
  const file = new VFile({ path: '/content/docs/spring.md', value: markdown });
  return (await processor.run(processor.parse(file), file)) as Root;
}

type Built = {
  type: string;
  value?: string;
  meta?: string;
  lang?: string;
  data?: { hName?: string; hProperties?: Record<string, unknown> };
  children?: Built[];
};

describe('live demos in Markdown', () => {
  it('place a sized placeholder with a Play button, then the demo file as a titled tsx block', async () => {
    const tree = await transform('Text.\n\n::demo{name="spring-damping"}\n\nMore.');
    const [, placeholder, code] = tree.children as unknown as Built[];
    expect(placeholder!.data?.hProperties).toMatchObject({ className: ['demo'], dataDemo: 'spring-damping' });
    // The player reads the demo's entry from the page, not from a bundled catalogue.
    expect(JSON.parse(placeholder!.data?.hProperties?.dataDemoInfo as string)).toEqual(DEMOS['spring-damping']);
    const [stage, bar] = placeholder!.children!;
    expect(stage!.data?.hProperties?.style).toBe('aspect-ratio: 640 / 240');
    expect(stage!.children![0]!.data?.hName).toBe('button');
    expect(stage!.children![0]!.children![0]!.value).toBe(`Play: ${DEMOS['spring-damping']!.title}`);
    expect(bar!.data?.hProperties?.className).toEqual(['demo-bar']);
    expect(code).toMatchObject({ type: 'code', lang: 'tsx', meta: 'title="src/demos/spring-damping.tsx"', value: 'export const Source = 1;' });
  });

  it("fail the page at the directive's line for an unknown demo, naming the known ones", async () => {
    const error = (await transform('# T\n\n::demo{name="spring-dampng"}\n').catch((caught: unknown) => caught)) as {
      message: string;
      line?: number;
      file?: string;
    };
    expect(error.message).toMatch(/^unknown demo "spring-dampng" in ::demo: did you mean .*"spring-damping"/);
    expect([error.line, error.file]).toEqual([3, '/content/docs/spring.md']);
  });
});
