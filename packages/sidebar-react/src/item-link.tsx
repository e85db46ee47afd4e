/**
 * A link to an item's page: internal (maybe the active page), external (new tab, announced), or
 * inert text when the URL is refused. A plain function, not a component, like `itemText`.
 */
import type { ReactNode } from 'react';
import { hrefKindOf } from './model.js';
import { itemText } from './item-text.js';

export const EXTERNAL_LINK_TEXT = '(external site, opens in a new tab)';

export function itemLink(href: string, label: string, className: string | undefined, active: boolean): ReactNode {
  const text = itemText(label, className);
  const kind = hrefKindOf(href);
  // A script URL never reaches the DOM: the label stays readable, as text.
  if (kind === 'refused') return <span className="u">{text}</span>;
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text} <span className="v">{EXTERNAL_LINK_TEXT}</span>
      </a>
    );
  }
  return (
    <a href={href} aria-current={active ? 'page' : undefined}>
      {text}
    </a>
  );
}
