/**
 * The customer's own answers the device keeps to show them offline (their bookings, a booking's
 * detail, their profile). `forget` deletes every one; it never fails.
 */
export interface PersonalCopies {
  forget(): Promise<void>;
}
