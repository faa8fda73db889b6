import { bookingOutcomes } from '../../../../src/core/booking/bookingMessages';
import { cancelMessages } from '../../../../src/core/booking/cancelMessages';
import { formMessages } from '../../../../src/core/profile/formMessages';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../../../../src/core/shared/brand';
import { messages } from '../../../../src/core/shared/messages';
import { codeWaitMessages } from '../../../../src/core/auth/codeWaitMessages';
import { checkoutMessages } from '../../../../src/core/cart/cartMessages';
import { optionOutcomes } from '../../../../src/core/catalog/optionMessages';
import { authOutcomes } from '../../../../src/core/auth/authOutcomes';

/** The messages by key, wherever the code keeps them (read once, in English). */
const said = {
  ...messages,
  ...authOutcomes,
  ...bookingOutcomes,
  ...formMessages,
  ...checkoutMessages,
  ...optionOutcomes,
};

describe('message catalogue: SPEC §8 errors, word for word', () => {
  it.each([
    ['sendOtpFailed', 'Failed to load services'],
    ['verifyOtpFailed', 'Failed to load services'],
    ['categoriesFailed', 'Failed to fetch data. Please try again.'],
    ['nothingAvailable', 'Currently no services are available.'],
    ['optionsFailed', 'Failed to load Subservices'],
    ['servicesFailed', 'Failed to load services'],
    ['cartEmptyWarning', 'Your cart is empty!'],
    ['saveCartFailed', 'Error occurred. Please try again.'],
    ['confirmInvalidResponse', 'Invalid response from server. Please try again.'],
    ['confirmFailed', 'Failed to confirm booking. Please try again.'],
    ['bookingDetailParseFailed', 'Error parsing booking data'],
    ['bookingDetailFetchFailed', 'Error fetching booking details'],
    ['cancelFailed', 'Failed to cancel booking. Please try again.'],
    ['profileLoadFailed', 'Failed to load user data'],
    ['createAccountFailed', 'Failed to create account'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(said[key]).toBe(text);
  });
});

describe('message catalogue: SPEC §8 success and info', () => {
  it('says where the code went: "OTP sent to +91 9876543210"', () => {
    expect(authOutcomes.otpSent('9876543210')).toBe('OTP sent to +91 9876543210');
  });

  it('welcomes a customer by name: "Welcome, Priya"', () => {
    expect(authOutcomes.welcome('Priya')).toBe('Welcome, Priya');
  });

  it('confirms a logout: "Logged Out successfully!"', () => {
    expect(authOutcomes.loggedOut).toBe('Logged Out successfully!');
  });

  it('names the new booking: "Your BookingId is 42"', () => {
    expect(bookingOutcomes.bookingConfirmed(42)).toBe('Your BookingId is 42');
  });

  it("confirms a cancellation with SPEC §8's words, naming the order", () => {
    expect(cancelMessages.cancelled('Repair (Geyser)')).toBe(
      'Booking cancelled successfully: Repair (Geyser).',
    );
  });

  it('confirms a profile edit: "Account updated successfully!"', () => {
    expect(formMessages.accountUpdated).toBe('Account updated successfully!');
  });

  it('welcomes a new account by first name: "Account created successfully! Welcome, Priya"', () => {
    expect(formMessages.accountCreated('Priya')).toBe(
      'Account created successfully! Welcome, Priya',
    );
  });

  it('asks a new user for details: "Please fill details to continue"', () => {
    expect(authOutcomes.fillDetails).toBe('Please fill details to continue');
  });
});

describe('message catalogue: SPEC §5 validation, spelling mended as DESIGN.md allows', () => {
  it.each([
    ['firstNameTooShort', 'Minimum of three characters is required.'],
    ['lastNameTooShort', 'Minimum of one character is required.'],
    ['addressTooShort', 'Minimum of ten characters is required.'],
    ['passwordTooShort', 'Minimum of six characters is required.'],
    ['passwordsDiffer', 'Passwords do not match'],
    ['altContactSameAsContact', 'Alternate Contact number is same as Contact number.'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(said[key]).toBe(text);
  });
});

describe('message catalogue: SPEC §2 screen texts', () => {
  it('greets with the brand name: "Welcome to GharSeva"', () => {
    expect(BRAND_NAME).toBe('GharSeva');
    expect(messages.heroTitle).toBe('Welcome to GharSeva');
  });

  it('asks before cancelling, quoting the option name', () => {
    expect(bookingOutcomes.cancelPrompt('Tap replacement')).toBe(
      'Are you sure you want to cancel "Tap replacement"? This action cannot be undone.',
    );
  });

  it('counts down to a resend: "Resend OTP in 30s"', () => {
    expect(codeWaitMessages.resendIn(30)).toBe('Resend OTP in 30s');
  });

  it.each([
    ['servicesHeadingFallback', 'Our Services'],
    ['noOptions', 'No service options available for this service.'],
    ['cartEmpty', 'Your cart is empty'],
    ['noBookingsTitle', 'No services ordered yet'],
    ['noBookingsBody', 'Start exploring our services to make your first booking!'],
    ['noBookingDetailTitle', 'No booking details available'],
    ['noBookingDetailBody', 'The requested booking information could not be found.'],
    ['confirmBookingTitle', 'Confirm Booking'],
    ['confirmBookingQuestion', 'Do you want to confirm your booking and proceed to payment?'],
    ['taxLabel', 'Tax (18% GST)'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(said[key]).toBe(text);
  });
});
