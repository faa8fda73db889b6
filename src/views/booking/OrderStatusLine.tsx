import type { Ref } from 'react';
import type { StatusLine } from '../../core/booking/statusLine';

/**
 * An order's one status line beside its badge (which carries the colour), and what happens
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
      <p className="status-line__text">{line.text}</p>
      {line.next && !brief && <p className="status-line__next">{line.next}</p>}
    </div>
  );
}
