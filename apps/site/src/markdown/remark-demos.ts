/**
 * `::demo{name="spring-damping"}` on a line of its own places a live demo: a sized placeholder with
 * a Play button (the player, React and the toolkit load only when a reader presses it, see
 * `scripts/demos.ts`), followed by the demo's source as a titled code block, read from its file in
 * `src/demos/`, so what plays is what the page shows. With JavaScript off the button is hidden and
 * the code stays. An unknown name fails the build at the page's line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { hastElement } from './hast-element.js';
import { didYouMean } from '@docs/catalogue';
import { DEMOS, isDemoName } from '../demos/catalog.js';

type LeafDirective = {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  position?: { start: { line: number } };
};

/** `demosDir`: the folder of the demo files (`src/demos`). */
export function remarkDemos({ demosDir }: { demosDir: string }) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== ('leafDirective' as string) || (node as unknown as LeafDirective).name !== 'demo' || parent === undefined || index === undefined)
        return;
      const name = (node as unknown as LeafDirective).attributes?.name ?? '';
      if (!isDemoName(name)) {
        const hint = didYouMean(name, Object.keys(DEMOS)) ?? 'the demos are listed in src/demos/meta/';
        file.fail(`unknown demo "${name}" in ::demo: ${hint}`, node);
      }
      const demo = DEMOS[name]!;
      // The stage has the player's size and the bar the height of its controls, so nothing moves when it loads.
      const placeholder = hastElement('div', { className: ['demo'], dataDemo: name, dataDemoInfo: JSON.stringify(demo) }, [
        hastElement('div', { className: ['demo-stage'], style: `aspect-ratio: ${demo.width} / ${demo.height}` }, [
          hastElement('button', { type: 'button', className: ['demo-play', 'js-only'] }, [{ type: 'text', value: `Play: ${demo.title}` }]),
        ]),
        hastElement('div', { className: ['demo-bar'] }, []),
      ]);
      const source: Code = {
        type: 'code',
        lang: 'tsx',
        meta: `title="src/demos/${demo.file}"`,
        value: readFileSync(path.join(demosDir, demo.file), 'utf8').trimEnd(),
      };
      parent.children.splice(index, 1, placeholder, source);
      return [SKIP, index + 2];
    });
  };
}
