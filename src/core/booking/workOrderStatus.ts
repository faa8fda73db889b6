import { statusMessages } from './bookingMessages';

/** SPEC §4: where a work order stands, in the domain's words (ids 1–7, and any other). */
export type WorkOrderStage =
  | 'not-assigned'
  | 'assigned'
  | 'in-progress'
  | 'on-hold'
  | 'completed'
  | 'rejected'
  | 'cancelled'
  | 'unknown';

export interface WorkOrderStatus {
  readonly id: number;
  readonly stage: WorkOrderStage;
  /** Its name as the customer reads it. */
  readonly name: string;
}

const STAGES: readonly WorkOrderStage[] = [
  'not-assigned',
  'assigned',
  'in-progress',
  'on-hold',
  'completed',
  'rejected',
  'cancelled',
];

/** The status with this id; any other or missing id gives the default status (SPEC §4). */
export function workOrderStatus(id: number | null | undefined): WorkOrderStatus {
  const known = typeof id === 'number' && Number.isInteger(id) ? STAGES[id - 1] : undefined;
  const stage = known ?? 'unknown';
  return { id: typeof id === 'number' ? id : 0, stage, name: statusMessages.names[stage] };
}
