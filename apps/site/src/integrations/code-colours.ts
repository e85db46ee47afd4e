/**
 * `virtual:code-colours.css`: the light and dark value of every code colour variable, made from the
 * code theme itself (`CODE_COLOURS_CSS`), so the stylesheet and the theme cannot disagree. Imported by
 * the base layout like any stylesheet, so it ships in the site's one CSS file.
 */
import type { Plugin } from 'vite';
import { CODE_COLOURS_CSS } from '../markdown/code-themes';

const ID = 'virtual:code-colours.css';
// A path ending in .css, so Vite's CSS pipeline bundles it as it bundles global.css.
const RESOLVED = '/@docs-code-colours.css';

export function codeColoursPlugin(): Plugin {
  return {
    name: 'docs:code-colours',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? CODE_COLOURS_CSS : undefined),
  };
}
