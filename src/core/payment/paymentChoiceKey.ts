/**
 * The localStorage key of how she chose to pay: a device preference, kept through logout like
 * `lang`. A module of its own: logout's code reads it on every page, the rest loads with paying.
 */
export const PAYMENT_CHOICE_KEY = 'paymentChoice';
