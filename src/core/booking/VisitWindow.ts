/**
 * When a technician comes (the `slots` and `visit` extensions): a two-hour window of a day in
 * Hyderabad, chosen before Pay Now and changeable while the work order can be cancelled.
 */
export interface VisitWindow {
  readonly start: Date;
  readonly end: Date;
}

/** A window the backend offers; a full one is shown, but cannot be chosen. */
export interface VisitSlot extends VisitWindow {
  readonly full: boolean;
}

/** The technician of a work order, as the backend names them: a first name and a number to call. */
export interface Technician {
  readonly name: string;
  /** As the backend gives it ("+91 98480 22338"); may be empty. */
  readonly phone: string;
  /** Their average rating (1–5), from a backend with the `ratings` extension, once rated. */
  readonly rating?: number;
  /** The jobs they have done with us (the `ratings` extension). */
  readonly jobs?: number;
  /** An https address of their photo (the `ratings` extension), when the backend has one. */
  readonly photoUrl?: string;
}

/**
 * What the backend says of a work order's visit (the `visit` extension): its window, once agreed,
 * and its technician, once assigned. Absent on a work order from a backend without the extension.
 */
export interface WorkOrderVisit {
  readonly window?: VisitWindow;
  readonly technician?: Technician;
}

/** The backend refused a window because its last place was just taken: choose another. */
export interface WindowFull {
  readonly kind: 'window-full';
  /** The backend's own words. */
  readonly reason: string;
}

export const windowFull = (reason: string): WindowFull => ({ kind: 'window-full', reason });

/** Two windows are the same when they start and end at the same instants. */
export function sameWindow(a: VisitWindow | undefined, b: VisitWindow | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.start.getTime() === b.start.getTime() &&
    a.end.getTime() === b.end.getTime()
  );
}
