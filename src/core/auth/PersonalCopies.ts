/**
 * The customer's own answers the device keeps to show them offline (their bookings, a booking's
 * detail, their profile), each customer's apart. Neither method ever fails.
 */
export interface PersonalCopies {
  /** Deletes every copy, of every customer. */
  forget(): Promise<void>;
  /** Deletes the copies of every customer but `userId`, before that customer's session starts. */
  keepOnly(userId: number): Promise<void>;
}
