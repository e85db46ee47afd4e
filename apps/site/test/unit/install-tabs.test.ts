/** Install blocks: npm commands in the other managers' words, and the tabs the remark plugin builds. */
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { installBlockVariants } from '../../src/markdown/install-commands';
import { remarkInstallTabs } from '../../src/markdown/remark-install-tabs';

describe('npm install in every package manager', () => {
  it.each([
    [
      'npm i --save-exact remotion@4.0.527 @remotion/player@4.0.527',
      'pnpm add --save-exact remotion@4.0.527 @remotion/player@4.0.527',
      'yarn add --exact remotion@4.0.527 @remotion/player@4.0.527',
      'bun add --exact remotion@4.0.527 @remotion/player@4.0.527',
    ],
    ['npm install -D sass', 'pnpm add -D sass', 'yarn add --dev sass', 'bun add --dev sass'],
    ['npm i --save-dev -E @types/three', 'pnpm add -D --save-exact @types/three', 'yarn add --dev --exact @types/three', 'bun add --dev --exact @types/three'],
    ['npm install', 'pnpm install', 'yarn install', 'bun install'],
  ])('%s', (npm, pnpm, yarn, bun) => {
    expect(installBlockVariants(npm)).toEqual({ npm, pnpm, yarn, bun });
  });

  it.each(['npm i -g remotion', 'npm install --legacy-peer-deps', 'npm i -D', 'npx remotion add @remotion/player', 'npm run build', 'pnpm add x'])(
    'leaves %s alone',
    (line) => {
      expect(installBlockVariants(line)).toBeUndefined();
    },
  );

  it('converts a block only when every line converts', () => {
    expect(installBlockVariants('npm i remotion\nnpm i -D sass\n')?.yarn).toBe('yarn add remotion\nyarn add --dev sass');
    expect(installBlockVariants('npm i remotion\nnpx remotion studio')).toBeUndefined();
    expect(installBlockVariants('\n')).toBeUndefined();
  });
});

async function transform(markdown: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkInstallTabs);
  return (await processor.run(processor.parse(markdown))) as Root;
}

type Built = { type: string; value?: string; data?: { hName?: string; hProperties?: Record<string, unknown> }; children?: Built[] };

describe('the tabs', () => {
  it('turn an npm install block into a tab list and four labelled panels of code, npm selected', async () => {
    const tree = await transform('Intro.\n\n```bash\nnpm i --save-exact @remotion/player@4.0.527\n```\n');
    const install = tree.children[1] as unknown as Built;
    expect(install.data?.hName).toBe('div');
    const [tablist, ...panels] = install.children!;
    expect(tablist!.data?.hProperties).toMatchObject({ role: 'tablist', ariaLabel: 'Package manager' });
    const tabs = tablist!.children!.map((tab) => tab.data?.hProperties);
    expect(tabs.map((tab) => [tab?.dataPm, tab?.ariaSelected, tab?.tabIndex])).toEqual([
      ['npm', 'true', 0],
      ['pnpm', 'false', -1],
      ['yarn', 'false', -1],
      ['bun', 'false', -1],
    ]);
    expect(tabs[1]?.ariaControls).toBe(panels[1]!.data?.hProperties?.id);
    expect(panels.map((panel) => panel.children![1]!.value)).toEqual([
      'npm i --save-exact @remotion/player@4.0.527',
      'pnpm add --save-exact @remotion/player@4.0.527',
      'yarn add --exact @remotion/player@4.0.527',
      'bun add --exact @remotion/player@4.0.527',
    ]);
    expect(panels.map((panel) => panel.children![0]!.children![0]!.value)).toEqual(['npm', 'pnpm', 'yarn', 'bun']);
  });

  it('gives each block of a page its own ids, and leaves other blocks (a title, another command, another language) as written', async () => {
    const tree = await transform(
      '```bash\nnpm i a\n```\n\n```bash\nnpm i b\n```\n\n```bash title="setup.sh"\nnpm i c\n```\n\n```bash\nnpx remotion render\n```\n\n```json\n{}\n```\n',
    );
    const ids = tree.children.slice(0, 2).map((node) => (node as unknown as Built).children![1]!.data?.hProperties?.id);
    expect(ids).toEqual(['install-1-npm-panel', 'install-2-npm-panel']);
    expect(tree.children.slice(2).map((node) => node.type)).toEqual(['code', 'code', 'code']);
  });
});
