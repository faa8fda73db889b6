import type { Ref } from 'react';
import type { StatusLine } from '../../core/booking/statusLine';

/**
 * An order's one status line beside its badge, its mark in the badge's colour, and what happens
 * next where she waits on us. `focusRef`: where focus goes when the line takes a button's place.
 */
export function OrderStatusLine({
  line,
  focusRef,
  brief = false,
}: {
  readonly line: StatusLine;
  readonly focusRef?: Ref<HTMLDivElement>;
  /** The line alone, at a glance (My Bookings): what happens next is on the booking's detail. */
  readonly brief?: boolean;
}) {
  return (
    <div className="status-line" ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <p className={`status-line__text status-line--${line.stage}`}>
        <span className="status-line__dot" aria-hidden="true" />
        {line.text}
      </p>
      {line.next && !brief && <p className="status-line__next">{line.next}</p>}
    </div>
  );
}
