/**
 * `::demo{name="spring-damping"}` on a line of its own places a live demo: a sized placeholder with
 * a Play button (the player, React and the toolkit load only when a reader presses it, see
 * `scripts/demos.ts`), followed by the demo's source as a titled code block, read from its file in
 * `src/demos/`, so what plays is what the page shows. With JavaScript off the button is hidden and
 * the code stays. An unknown name fails the build at the page's line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { didYouMean } from '@docs/catalogue';
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { DEMOS, isDemoName } from '../demos/catalog.js';
import { bodyEnvOf } from './body-env.js';
import { contentRelative } from './doc-links.js';
import { element, escapeHtml, openTag } from './html.js';

/** The directive, with its one attribute quoted either way or bare (remark-directive's forms). */
const DIRECTIVE = /^::demo\{\s*name=(?:"([^"]*)"|'([^']*)'|([^\s"'}]*))\s*\}\s*$/;

/** A `::demo` naming no demo, at `line` of the body (from 1) in `file` (from the content folder, when known). */
export class UnknownDemoError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly file?: string,
  ) {
    super(message);
    this.name = 'UnknownDemoError';
  }
}

/** The placeholder: the stage has the player's size and the bar the height of its controls, so nothing moves when it loads. */
export function demoPlaceholder(name: string): string {
  const demo = DEMOS[name]!;
  const play = element('button', { type: 'button', class: 'demo-play js-only' }, escapeHtml(`Play: ${demo.title}`));
  const stage = element('div', { class: 'demo-stage', style: `aspect-ratio: ${demo.width} / ${demo.height}` }, play);
  // The player reads the demo's entry from the page, not from a bundled catalogue.
  return `${openTag('div', { class: 'demo', 'data-demo': name, 'data-demo-info': JSON.stringify(demo) })}${stage}<div class="demo-bar"></div></div>\n`;
}

/** `demosDir`: the folder of the demo files (`src/demos`). */
export function demos(md: MarkdownIt, { demosDir }: { demosDir: string }): void {
  md.block.ruler.before('paragraph', 'demo', (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
    // Indented four or more, the line is code.
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
    const match = DIRECTIVE.exec(state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]));
    if (!match) return false;
    if (silent) return true;
    const name = match[1] ?? match[2] ?? match[3] ?? '';
    if (!isDemoName(name)) {
      const hint = didYouMean(name, Object.keys(DEMOS)) ?? 'the demos are listed in src/demos/meta/';
      const env = bodyEnvOf(state.env);
      throw new UnknownDemoError(`unknown demo "${name}" in ::demo: ${hint}`, startLine + 1, env && contentRelative(env.docLinks, env.filePath));
    }
    const placeholder = state.push('html_block', '', 0);
    placeholder.content = demoPlaceholder(name);
    placeholder.map = [startLine, startLine + 1];
    const source = state.push('fence', 'code', 0);
    source.info = `tsx title="src/demos/${DEMOS[name]!.file}"`;
    source.content = `${readFileSync(path.join(demosDir, DEMOS[name]!.file), 'utf8').trimEnd()}\n`;
    source.markup = '```';
    source.map = [startLine, startLine + 1];
    state.line = startLine + 1;
    return true;
  });
}
