/**
 * GitHub's task lists: a list item starting `[ ]` or `[x]` shows a checkbox (disabled: the page is
 * a checklist to read, not a form), as GitHub and remark-gfm render them.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

const TASK = /^\[([ xX])\][ \t]/;

/** The paragraph's inline token when `index` opens a list item whose first block is that paragraph. */
function firstInlineOfItem(tokens: Token[], index: number): Token | undefined {
  const paragraph = tokens[index + 1];
  const inline = tokens[index + 2];
  return paragraph?.type === 'paragraph_open' && inline?.type === 'inline' ? inline : undefined;
}

/** The list that item `index` belongs to: the nearest list opening before it at one level up. */
function listOf(tokens: Token[], index: number): Token | undefined {
  const level = tokens[index]!.level - 1;
  for (let at = index - 1; at >= 0; at--) {
    const token = tokens[at]!;
    if (token.level === level && (token.type === 'bullet_list_open' || token.type === 'ordered_list_open')) return token;
  }
  return undefined;
}

function taskListsRule(state: StateCore): void {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index]!.type !== 'list_item_open') continue;
    const inline = firstInlineOfItem(tokens, index);
    const first = inline?.children?.[0];
    const match = first?.type === 'text' ? TASK.exec(first.content) : null;
    if (!inline || !first || !match) continue;
    first.content = first.content.slice(match[0].length);
    const box = new state.Token('html_inline', '', 0);
    box.content = `<input type="checkbox"${match[1] === ' ' ? '' : ' checked'} disabled> `;
    inline.children!.unshift(box);
    tokens[index]!.attrJoin('class', 'task-list-item');
    const list = listOf(tokens, index);
    if (list && !String(list.attrGet('class') ?? '').includes('contains-task-list')) list.attrJoin('class', 'contains-task-list');
  }
}

export function taskLists(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task-lists', taskListsRule);
}
