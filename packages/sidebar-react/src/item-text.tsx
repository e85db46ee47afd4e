/**
 * An item's visible text: its label (escaped by React) and a badge for each marker it carries.
 * A plain function, not a component: one fewer fiber per item keeps hydration cheap.
 */
import { Fragment, type ReactNode } from 'react';
import { markersOf } from '@docs/catalogue/navigation';

export function itemText(label: string, className: string | undefined): ReactNode {
  const markers = markersOf(className);
  if (markers.length === 0) return label;
  return [
    label,
    ...markers.map((marker) => (
      // The badge's text is part of the link's accessible name: "cube() Paid".
      <Fragment key={marker.className}>
        {' '}
        <span className={`m m-${marker.className}`} title={marker.title}>
          {marker.text}
        </span>
      </Fragment>
    )),
  ];
}
