/** SPEC §4: the work order statuses, and which of them a customer may cancel. */
export type StatusTone =
  'info' | 'primary' | 'warning' | 'help' | 'success' | 'danger' | 'secondary';

export interface WorkOrderStatus {
  readonly id: number;
  readonly name: string;
  /** A colour family for the badge; never the only cue, the name is always shown. */
  readonly tone: StatusTone;
  /** Why the customer cannot cancel, or `undefined` when they can. */
  readonly whyNotCancellable?: string;
}

export const CANCELLED_STATUS_ID = 7;
export const CANCELLABLE_STATUS_IDS: readonly number[] = [1, 2];

const statuses: readonly WorkOrderStatus[] = [
  { id: 1, name: 'Not Assigned', tone: 'info' },
  { id: 2, name: 'Assigned', tone: 'primary' },
  {
    id: 3,
    name: 'In Progress',
    tone: 'warning',
    whyNotCancellable: 'A technician is already working on this.',
  },
  {
    id: 4,
    name: 'On Hold',
    tone: 'help',
    whyNotCancellable: 'This order is on hold. Call us to change it.',
  },
  {
    id: 5,
    name: 'Completed',
    tone: 'success',
    whyNotCancellable: 'This service has been completed.',
  },
  {
    id: 6,
    name: 'Rejected',
    tone: 'danger',
    whyNotCancellable: 'This order was rejected, so there is nothing to cancel.',
  },
  {
    id: CANCELLED_STATUS_ID,
    name: 'Cancelled',
    tone: 'secondary',
    whyNotCancellable: 'This order is already cancelled.',
  },
];

const UNKNOWN_STATUS: Omit<WorkOrderStatus, 'id'> = {
  name: 'Status unavailable',
  tone: 'secondary',
  whyNotCancellable: 'This order cannot be cancelled online. Call us for help.',
};

/** The status with this id; any other or missing id gives the default status (SPEC §4). */
export function workOrderStatus(id: number | null | undefined): WorkOrderStatus {
  const known = statuses.find((status) => status.id === id);
  return known ?? { id: typeof id === 'number' ? id : 0, ...UNKNOWN_STATUS };
}

/** SPEC §4, §6: the customer may cancel only while the status is 1 or 2. */
export function isCancellable(statusId: number): boolean {
  return CANCELLABLE_STATUS_IDS.includes(statusId);
}
