/**
 * What the demo backend and the reference provider are both seeded with, so that tests can log in
 * and find bookings without creating anything first.
 */

/** Priya, the seeded customer: her mobile number (the login dialog's, without +91). */
export const PRIYA_MOBILE = '9876543210';

/** Priya's user id, as the app stores it on the device after login; bookings 5001–5005 are hers. */
export const PRIYA_USER_ID = 101;

/** Arjun, the seed's other customer: a profile and no bookings (user 102). */
export const ARJUN_MOBILE = '9988776655';

/** How long the demo backend takes to answer (the build's default VITE_DEMO_LATENCY_MS). */
export const DEMO_LATENCY_MS = 250;

/** The code every number accepts. */
export const DEMO_CODE = '123456';

/** A number the seed does not know: it logs in as a new customer, asked to create a profile. */
export const NEW_CUSTOMER = '9000000001';
