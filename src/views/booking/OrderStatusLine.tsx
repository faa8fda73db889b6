import type { Ref } from 'react';
import type { StatusLine } from '../../core/booking/statusLine';

/**
 * An order's one status line beside its badge, its mark in the badge's colour, and what happens
 * next where she waits on us. `focusRef`: where focus goes when the line takes a button's place.
 */
export function OrderStatusLine({
  line,
  focusRef,
}: {
  readonly line: StatusLine;
  readonly focusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="status-line" ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <p className={`status-line__text status-line--${line.stage}`}>
        <span className="status-line__dot" aria-hidden="true" />
        {line.text}
      </p>
      {line.next && <p className="status-line__next">{line.next}</p>}
    </div>
  );
}
