/** Install blocks: npm commands in the other managers' words, and the tabs `install-tabs.ts` builds. */
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { installBlockVariants } from '../../src/markdown/install-commands';
import { renderRules } from '../support/markdown';

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

describe('the tabs', () => {
  it('turn an npm install block into a tab list and four labelled panels of code, npm selected', async () => {
    const { document } = await renderRules('Intro.\n\n```bash\nnpm i --save-exact @remotion/player@4.0.527\n```\n');
    const install = DomUtils.findOne((element) => element.attribs.class === 'install', document.children)!;
    const tablist = DomUtils.findOne((element) => element.attribs.role === 'tablist', install.children)!;
    expect([tablist.attribs['aria-label'], tablist.attribs.class]).toEqual(['Package manager', 'install-tabs js-only']);
    const tabs = DomUtils.findAll((element) => element.attribs.role === 'tab', tablist.children);
    expect(tabs.map((tab) => [tab.attribs['data-pm'], tab.attribs['aria-selected'], tab.attribs.tabindex])).toEqual([
      ['npm', 'true', '0'],
      ['pnpm', 'false', '-1'],
      ['yarn', 'false', '-1'],
      ['bun', 'false', '-1'],
    ]);
    const panels = DomUtils.findAll((element) => element.attribs.role === 'tabpanel', install.children);
    expect(tabs[1]!.attribs['aria-controls']).toBe(panels[1]!.attribs.id);
    expect(panels[1]!.attribs['aria-labelledby']).toBe(tabs[1]!.attribs.id);
    const code = (panel: (typeof panels)[number]) => DomUtils.textContent(DomUtils.findOne((element) => element.name === 'pre', panel.children)!).trim();
    expect(panels.map(code)).toEqual([
      'npm i --save-exact @remotion/player@4.0.527',
      'pnpm add --save-exact @remotion/player@4.0.527',
      'yarn add --exact @remotion/player@4.0.527',
      'bun add --exact @remotion/player@4.0.527',
    ]);
    const labels = panels.map((panel) => DomUtils.textContent(DomUtils.findOne((element) => element.attribs.class === 'install-label', panel.children)!));
    expect(labels).toEqual(['npm', 'pnpm', 'yarn', 'bun']);
  });

  it('give each block of a page its own ids, and leave other blocks (a title, another command, another language) as written', async () => {
    const { document } = await renderRules(
      '```bash\nnpm i a\n```\n\n```bash\nnpm i b\n```\n\n```bash title="setup.sh"\nnpm i c\n```\n\n```bash\nnpx remotion render\n```\n\n```json\n{}\n```\n',
    );
    const panels = DomUtils.findAll((element) => element.attribs.role === 'tabpanel' && element.attribs['data-pm'] === 'npm', document.children);
    expect(panels.map((panel) => panel.attribs.id)).toEqual(['install-1-npm-panel', 'install-2-npm-panel']);
    const plain = DomUtils.findAll((element) => element.name === 'pre', document.children).slice(8);
    expect(plain.map((pre) => [pre.attribs['data-lang'], DomUtils.textContent(pre).trim()])).toEqual([
      ['bash', 'npm i c'],
      ['bash', 'npx remotion render'],
      ['json', '{}'],
    ]);
  });
});
