/**
 * A shell block of `npm install` lines becomes tabs: npm, pnpm, yarn and bun, one panel each, built
 * here so that every panel is a code block like any other (highlighted, with its copy button).
 * Which panel shows is decided by `<html data-pm>`, set before the first paint from the reader's
 * last choice (`PackageManagerScript.astro`), so nothing moves; `scripts/install-tabs.ts` makes the
 * tabs work. With JavaScript off the tab list is hidden and all four panels show, each labelled.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { fenceInfo } from './code-fences.js';
import { element, openTag, rawHtmlToken } from './html.js';
import { installBlockVariants, PACKAGE_MANAGERS } from './install-commands.js';

const SHELLS = new Set(['bash', 'sh', 'shell']);

/** The tab list: npm selected until the reader's choice (`<html data-pm>`) says otherwise. */
function tabList(id: string): string {
  const tabs = PACKAGE_MANAGERS.map((manager) =>
    element(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-${manager}`,
        'aria-controls': `${id}-${manager}-panel`,
        'aria-selected': manager === 'npm' ? 'true' : 'false',
        tabindex: manager === 'npm' ? 0 : -1,
        'data-pm': manager,
      },
      manager,
    ),
  );
  return `${openTag('div', { class: 'install' })}${element('div', { class: 'install-tabs js-only', role: 'tablist', 'aria-label': 'Package manager' }, tabs.join(''))}\n`;
}

function tabsOf(state: StateCore, fence: Token, id: string, variants: Record<string, string>): Token[] {
  const html = (content: string) => rawHtmlToken(state, content);
  const panels = PACKAGE_MANAGERS.flatMap((manager) => {
    const code = Object.assign(new state.Token('fence', 'code', 0), {
      info: fence.info,
      content: `${variants[manager]}\n`,
      markup: fence.markup,
      map: fence.map,
    });
    const panel = openTag('div', {
      class: 'install-panel',
      role: 'tabpanel',
      id: `${id}-${manager}-panel`,
      'aria-labelledby': `${id}-${manager}`,
      'data-pm': manager,
    });
    return [html(`${panel}<p class="install-label">${manager}</p>\n`), code, html('</div>\n')];
  });
  return [html(tabList(id)), ...panels, html('</div>\n')];
}

function installTabsRule(state: StateCore): void {
  let count = 0;
  state.tokens = state.tokens.flatMap((token) => {
    if (token.type !== 'fence') return [token];
    const { lang, meta } = fenceInfo(token.info);
    const variants = SHELLS.has(lang) && meta === '' ? installBlockVariants(token.content) : undefined;
    return variants ? tabsOf(state, token, `install-${++count}`, variants) : [token];
  });
}

export function installTabs(md: MarkdownIt): void {
  md.core.ruler.after('block', 'install-tabs', installTabsRule);
}
