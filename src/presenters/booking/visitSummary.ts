import type { WorkOrder } from '../../core/booking/Booking';
import { formatVisitWindow } from '../../core/booking/formatVisit';
import { calendarFileName, visitCalendar } from '../../core/booking/visitCalendar';
import { visitMessages } from '../../core/booking/visitMessages';
import { visitStage, type VisitStage } from '../../core/booking/visitStage';
import { sameWindow, type Technician, type VisitWindow } from '../../core/booking/VisitWindow';
import { formatAverage } from '../../core/rating/ratingWording';

/**
 * A work order's visit as the customer follows it (the `visit` extension): when and who. Where
 * it stands is the order's status line (statusLine.ts), said once beside its badge.
 */
export interface VisitSummaryView {
  /** 'Visit: Wed, 25 Nov, 10 am – 12 pm', or that a time will be agreed; none when said above. */
  readonly window?: string;
  readonly technician?: TechnicianView;
}

/** Who comes to the visit. */
export interface TechnicianView {
  /** 'Your technician: Ravi'. */
  readonly label: string;
  /** 'Call Ravi', with the number as `tel:`, when the backend gave one that can be dialled. */
  readonly call?: { readonly label: string; readonly href: string };
  /** Their photo (the `ratings` extension), when the backend gave one the page may show. */
  readonly photo?: string;
  /** 'R', drawn in place of a photo. */
  readonly initials: string;
  /** '★ 4.8 · 320 jobs', and what a screen reader says for it (the `ratings` extension). */
  readonly record?: TechnicianRecordView;
}

export interface TechnicianRecordView {
  /** '4.8 · 320 jobs' beside a drawn star; '12 jobs with GharSeva' before a first rating. */
  readonly shown: string;
  /** Whether the drawn star goes before it: only with a rating. */
  readonly rated: boolean;
  readonly spoken: string;
}

/** An "Add to calendar" link: the visit as an .ics file. */
export interface CalendarLinkView {
  readonly label: string;
  readonly href: string;
  readonly fileName: string;
}

/**
 * The visit of a work order, or none from a backend without the `visit` extension. `window`:
 * false when the window is said once for the whole booking instead.
 */
export function visitSummaryView(
  order: WorkOrder,
  { window = true }: { readonly window?: boolean } = {},
): VisitSummaryView | undefined {
  const visit = order.visit;
  if (!visit) return undefined;
  const stage = visitStage(order.statusId);
  const technician = visit.technician;
  const call = technician ? callHref(technician.phone) : undefined;
  return {
    // A cancelled or rejected order has no visit to come: its line says so, alone.
    ...(window && stage !== 'cancelled' ? { window: windowLine(visit.window, stage) } : {}),
    ...(technician && stage !== 'cancelled'
      ? {
          technician: {
            label: visitMessages.summary.technician(technician.name),
            initials: initialsOf(technician.name),
            ...(technician.photoUrl ? { photo: technician.photoUrl } : {}),
            ...recordOf(technician),
            ...(call && (stage === 'assigned' || stage === 'working')
              ? { call: { label: visitMessages.summary.call(technician.name), href: call } }
              : {}),
          },
        }
      : {}),
  };
}

/** 'Visit: Wed, 25 Nov, 10 am – 12 pm', or, while none is agreed, that we call to agree one. */
export function windowLine(window: VisitWindow | undefined, stage?: VisitStage): string {
  if (window) return visitMessages.summary.window(formatVisitWindow(window));
  return stage === 'waiting' || stage === 'assigned' ? visitMessages.summary.toBeAgreed : '';
}

/** The one window every order of a booking shares, if they do. */
export function sharedWindow(orders: readonly WorkOrder[]): VisitWindow | undefined {
  const first = orders[0]?.visit?.window;
  return first && orders.every((order) => sameWindow(order.visit?.window, first))
    ? first
    : undefined;
}

/**
 * The booking's next visit as a calendar file: the first window still to come, with the
 * services booked in it. None once nothing is waiting for a visit.
 */
export function calendarLink(
  code: string,
  orders: readonly WorkOrder[],
  supportPhone: string,
): CalendarLinkView | undefined {
  const upcoming = orders.filter((order) => {
    const stage = visitStage(order.statusId);
    return order.visit?.window && (stage === 'waiting' || stage === 'assigned');
  });
  const next = upcoming
    .map((order) => order.visit?.window)
    .filter((window): window is VisitWindow => window !== undefined)
    .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  const first = upcoming[0];
  if (!next || !first) return undefined;
  const services = upcoming
    .filter((order) => sameWindow(order.visit?.window, next))
    .map((order) => [order.serviceName, order.optionName].filter(Boolean).join(': '));
  const file = visitCalendar({ code, window: next, services, supportPhone }, first.createdAt);
  return {
    label: visitMessages.summary.addToCalendar,
    href: `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`,
    fileName: calendarFileName(code),
  };
}

/**
 * A `tel:` link for a number as the backend wrote it ("+91 98480 22338"): its digits, with the
 * leading +. Anything that does not read as a phone number gets no link.
 */
export function callHref(phone: string): string | undefined {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A technician's rating and jobs with us, as far as the backend gave them; none without either. */
function recordOf(technician: Technician): { record?: TechnicianRecordView } {
  const { rating, jobs } = technician;
  const average = rating === undefined ? undefined : formatAverage(rating);
  if (average !== undefined && jobs !== undefined)
    return {
      record: {
        shown: visitMessages.summary.record(average, jobs),
        rated: true,
        spoken: visitMessages.summary.recordSpoken(average, jobs),
      },
    };
  if (average !== undefined) {
    const said = visitMessages.summary.ratingOnly(average);
    return { record: { shown: average, rated: true, spoken: said } };
  }
  if (jobs !== undefined) {
    const said = visitMessages.summary.jobsOnly(jobs);
    return { record: { shown: said, rated: false, spoken: said } };
  }
  return {};
}

/** The first letter of a name as it is read (a whole syllable in Telugu), for the circle drawn without a photo. */
function initialsOf(name: string): string {
  const [first] = new Intl.Segmenter().segment(name.trim());
  return first?.segment.toLocaleUpperCase() ?? '';
}
