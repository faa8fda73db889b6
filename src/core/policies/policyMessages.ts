import { BRAND_NAME } from '../shared/brand';
import { spoken, template } from '../shared/language';

const hours = '{hours, plural, one {# hour} other {# hours}}';

/**
 * The policy pages: Cancellation and refunds, Terms of service and Privacy, in plain words. They
 * state the deployment's `BusinessTerms` and promise nothing the product does not do.
 */
export const policyMessages = spoken('policies', {
  /** Said on a page when a fact it states is the demo's, not a deployment's. */
  examples: {
    title: 'Example values in this demo',
    body: template(
      'These facts below are examples: {facts}. A real deployment sets its own.',
      (facts: readonly string[]) => ({ facts: facts.join(', ') }),
    ),
    facts: {
      legalName: 'the company’s legal name',
      cancellation: 'the free cancellation time and the fee',
      refundDays: 'the refund time',
      grievanceOfficer: 'the grievance officer',
      technicianAssigned: 'when a technician is assigned',
      late: 'how late is too late',
    },
  },
  cancellation: {
    lead: 'When you can cancel, what it costs, and how your money comes back.',
    howHeading: 'Cancelling a service',
    how: 'Cancel each service of a booking yourself in My Bookings until work begins, that is, while it is Not Assigned or Assigned. After that, call us.',
    costHeading: 'What it costs',
    cost: template(
      `Cancelling is free until ${hours} before the visit. After that, the fee is {fee}.`,
      (hours: number, fee: string) => ({ hours, fee }),
    ),
    noFee: 'Cancelling is free until work begins.',
    ourFault: template(
      `It is free at any time if we have not assigned a technician ${hours} before the visit, or if your technician is more than {minutes} minutes late.`,
      (hours: number, minutes: number) => ({ hours, minutes }),
    ),
    dialogSays: 'Before you confirm, the cancel dialog says which of these applies.',
    refundHeading: 'Refunds',
    refund: template(
      'If you paid online, the money goes back to where you paid from within {days} working days of cancelling, less the fee when one applies. If you were to pay after the service, we ask you only for the fee, when one applies.',
      (days: string) => ({ days }),
    ),
    ourCancel:
      'If we cancel or reject a service, you pay nothing for it, and everything you paid for it comes back.',
    questionsHeading: 'Questions',
    questions: template(
      'Call us on {phone} or write to {email}.',
      (phone: string, email: string) => ({
        phone,
        email,
      }),
    ),
  },
  terms: {
    lead: template(
      `${BRAND_NAME} is run by {legalName} (“we”). By creating an account or booking a service, you agree to these terms.`,
      (legalName: string) => ({ legalName }),
    ),
    accountHeading: 'Your account',
    account:
      'You log in with your mobile number and a one-time code we text to it, so keep your phone safe. Give us your correct name, address and number: the technician needs them to reach you.',
    pricesHeading: 'Prices and payment',
    prices:
      'You see each service’s price before you book, with 18% GST. Parts, if needed, are quoted before work starts, and nothing extra is done until you agree. You pay what the booking shows, in the way it offers.',
    visitHeading: 'The visit',
    visit:
      'Be at home at the visit time, or have an adult there for you. A technician may stop work that is unsafe to do.',
    cancellingHeading: 'Cancelling',
    cancelling: 'You can cancel as our cancellation and refund policy says.',
    warrantyHeading: 'Warranty',
    warranty:
      'If the same fault comes back within 30 days of a repair, we come back and put it right at no extra labour charge. Spare parts carry their maker’s warranty.',
    disputesHeading: 'Complaints and the law',
    disputes:
      'Tell us first: call us, or write to our grievance officer (see the privacy notice). These terms follow the laws of India, and the courts of Hyderabad hear any dispute.',
    changesHeading: 'Changes',
    changes:
      'When we change these terms, the new ones are shown here and apply to bookings made after that.',
  },
  privacy: {
    lead: template(
      'Under India’s Digital Personal Data Protection Act, 2023, {legalName} is the data fiduciary for what you give us in this app. This notice says what we keep, why, for how long, and how to see, correct or delete it.',
      (legalName: string) => ({ legalName }),
    ),
    keepHeading: 'What we keep',
    keep: [
      'Your mobile number, name, e-mail, address, a second number if you give one, and the password you set when you create your account.',
      'Your bookings: the services, visit times, statuses, technicians and amounts.',
      'Payment references from the payment provider. Your card details and UPI PIN go to the provider, never to us.',
      'The ratings and comments you give, if you give any.',
    ],
    whyHeading: 'Why',
    why: 'To log you in, to book and carry out your visits, to call you about them, to take payments and make refunds, and to keep the accounts the law requires. We do not sell your data or use it for advertising.',
    sharedHeading: 'Who else sees it',
    shared:
      'The technician of your visit sees your name, address and number. The payment provider sees what it needs to take a payment, and our SMS provider your number to text you the code.',
    howLongHeading: 'How long',
    howLong:
      'Your account details, until you ask us to delete them. Bookings and payment records, for 8 years, as India’s tax and company laws require; then we delete them.',
    deviceHeading: 'On your phone',
    device:
      'This app keeps your cart, your language and your login in this browser. Logging out deletes your login and the copies of your bookings kept for use offline.',
    rightsHeading: 'Your rights',
    rights:
      'You can ask for a summary of your personal data and who we shared it with, have it corrected or completed, have it deleted (except records the law makes us keep), or withdraw your consent, which closes your account. You can correct your name, e-mail and address yourself in My Profile.',
    askHeading: 'How to ask, and complaints',
    ask: 'Write to our grievance officer, from the mobile number or e-mail of your account. We answer within 90 days at the latest. If our answer does not settle a complaint, you can complain to the Data Protection Board of India.',
    officerLabel: 'Grievance officer',
  },
} as const);
