/** An item's visible text: its label (escaped by React) and a badge for each marker it carries. */
import { Fragment } from 'react';
import { markersOf } from '@docs/catalogue';

export function ItemText({ label, className }: { label: string; className: string | undefined }) {
  return (
    <>
      {label}
      {markersOf(className).map((marker) => (
        // The badge's text is part of the link's accessible name: "cube() Paid".
        <Fragment key={marker.className}>
          {' '}
          <span className={`m m-${marker.className}`} title={marker.title}>
            {marker.text}
          </span>
        </Fragment>
      ))}
    </>
  );
}
