import { spoken, template } from '../shared/language';

/**
 * What logging in and out says (SPEC §8's messages, same ids as in `messages`): loaded with the
 * login dialog and the account menu, not with every page.
 */
export const authOutcomes = spoken('', {
  sendOtpFailed: 'Failed to load services',
  verifyOtpFailed: 'Failed to load services',
  otpSent: template('OTP sent to +91 {mobile}', (mobile: string) => ({ mobile })),
  welcome: template('Welcome, {name}', (name: string) => ({ name })),
  loggedOut: 'Logged Out successfully!',
  fillDetails: 'Please fill details to continue',
  otpIncomplete: 'Enter all 6 digits of the OTP.',
} as const);
