/**
 * A link to an item's page: internal (maybe the active page), external (new tab, announced), or
 * inert text when the URL is refused. A plain function, not a component, like `itemText`.
 */
import type { ReactNode } from 'react';
import { isExternalHref } from '@docs/catalogue';
import { safeHrefOf } from './model.js';
import { itemText } from './item-text.js';

export const EXTERNAL_LINK_TEXT = '(external site, opens in a new tab)';

export function itemLink(href: string, label: string, className: string | undefined, active: boolean): ReactNode {
  const text = itemText(label, className);
  const safe = safeHrefOf(href);
  // A script URL never reaches the DOM: the label stays readable, as text.
  if (safe === undefined) return <span className="u">{text}</span>;
  if (isExternalHref(safe)) {
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer">
        {text}{' '}
        <span className="v">{EXTERNAL_LINK_TEXT}</span>
      </a>
    );
  }
  return (
    <a href={safe} aria-current={active ? 'page' : undefined}>
      {text}
    </a>
  );
}
