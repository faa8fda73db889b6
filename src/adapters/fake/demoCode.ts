/**
 * The one-time code every number accepts in demo mode; the OTP step shows it. In a module of its
 * own so the app can show it without loading the demo backend.
 */
export const DEMO_OTP = '123456';
