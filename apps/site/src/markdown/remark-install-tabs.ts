/**
 * A shell block of `npm install` lines becomes tabs: npm, pnpm, yarn and bun, one panel each, built
 * here so that every panel is a code block like any other (highlighted, with its copy button).
 * Which panel shows is decided by `<html data-pm>`, set before the first paint from the reader's
 * last choice (`PackageManagerScript.astro`), so nothing moves; `scripts/install-tabs.ts` makes the
 * tabs work. With JavaScript off the tab list is hidden and all four panels show, each labelled.
 */
import type { Code, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { hastElement } from './hast-element.js';
import { installBlockVariants, PACKAGE_MANAGERS } from './install-commands.js';

const SHELLS = new Set(['bash', 'sh', 'shell']);

const text = (value: string) => ({ type: 'text', value });

export function remarkInstallTabs() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!node.lang || !SHELLS.has(node.lang) || node.meta || parent === undefined || index === undefined) return;
      const variants = installBlockVariants(node.value);
      if (!variants) return;
      const id = `install-${++count}`;
      const tabs = PACKAGE_MANAGERS.map((manager) =>
        hastElement(
          'button',
          {
            type: 'button',
            role: 'tab',
            id: `${id}-${manager}`,
            ariaControls: `${id}-${manager}-panel`,
            ariaSelected: manager === 'npm' ? 'true' : 'false',
            tabIndex: manager === 'npm' ? 0 : -1,
            dataPm: manager,
          },
          [text(manager)],
        ),
      );
      const panels = PACKAGE_MANAGERS.map((manager) =>
        hastElement(
          'div',
          { className: ['install-panel'], role: 'tabpanel', id: `${id}-${manager}-panel`, ariaLabelledby: `${id}-${manager}`, dataPm: manager },
          [hastElement('p', { className: ['install-label'] }, [text(manager)]), { type: 'code', lang: node.lang, meta: null, value: variants[manager] }],
        ),
      );
      parent.children.splice(
        index,
        1,
        hastElement('div', { className: ['install'] }, [
          hastElement('div', { className: ['install-tabs', 'js-only'], role: 'tablist', ariaLabel: 'Package manager' }, tabs),
          ...panels,
        ]),
      );
      return [SKIP, index + 1];
    });
  };
}
