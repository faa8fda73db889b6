import { spoken, template } from '../shared/language';

/** The login dialog's words (SPEC §2 Login modal); loaded with the dialog, not with the page. */
export const loginMessages = spoken('login', {
  title: 'Log in or sign up',
  phoneLabel: 'Mobile number',
  phoneHint: 'We will text you a 6-digit OTP.',
  continue: 'Continue',
  codeTitle: 'Enter the OTP',
  codeLabel: template('Digit {box} of 6', (box: number) => ({ box })),
  codeGroupLabel: 'OTP',
  validate: 'Validate',
  resend: 'Resend OTP',
  changeNumber: 'Change number',
  demoCode: template('Demo mode: the OTP is {code}.', (code: string) => ({ code })),
} as const);
