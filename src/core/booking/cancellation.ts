/** SPEC §4: the status a cancelled work order has. */
export const CANCELLED_STATUS_ID = 7;
export const CANCELLABLE_STATUS_IDS: readonly number[] = [1, 2];

/** SPEC §4, §6: the customer may cancel only while the status is 1 or 2. */
export function isCancellable(statusId: number): boolean {
  return CANCELLABLE_STATUS_IDS.includes(statusId);
}
