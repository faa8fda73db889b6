import { BRAND_NAME } from '../shared/brand';
import { spoken, template } from '../shared/language';

const phone = (value: string) => ({ phone: value });

/**
 * The Help page: the ten questions customers ask most, each answered in one to three sentences
 * from the deployment's settings and what the app does (some answers depend on the extensions the
 * backend offers).
 */
export const helpPageMessages = spoken('helpPage', {
  title: 'Help',
  lead: 'Answers to the questions customers ask us most.',
  when: {
    question: 'When will the technician come?',
    chosen: template(
      'At the visit time you chose when booking, shown on your booking. We assign your technician at least {hours, plural, one {# hour} other {# hours}} before the visit.',
      (hours: number) => ({ hours }),
    ),
    agreed: template(
      'Our team calls you to agree a time for the visit, and assigns your technician at least {hours, plural, one {# hour} other {# hours}} before it.',
      (hours: number) => ({ hours }),
    ),
  },
  who: {
    question: 'Who will come?',
    named: `A technician of the trade you booked, who has passed our identity and background checks. Their name appears on your booking once assigned, and they show their ${BRAND_NAME} ID at your door.`,
    unnamed: `A technician of the trade you booked, who has passed our identity and background checks. They show their ${BRAND_NAME} ID at your door.`,
  },
  change: {
    question: 'Can I change the visit time?',
    online: template(
      'Yes, until work begins: open the booking in My Bookings and press Change time, or call us on {phone}.',
      phone,
    ),
    byCall: template(
      'Yes, until work begins: call us on {phone} and we agree another time.',
      phone,
    ),
  },
  cancel: {
    question: 'How do I cancel?',
    answer:
      'Open the booking in My Bookings and press Cancel Order beside the service, until work begins.',
  },
  refund: {
    question: 'When do I get my money back?',
    answer: template(
      'If you paid online, within {days} working days of cancelling, to where you paid from, less the fee when one applies.',
      (days: string) => ({ days }),
    ),
  },
  pay: {
    question: 'How do I pay?',
    choice:
      'Online when you book (UPI, card, net banking or wallet), or after the service, to the technician by UPI or cash. You choose before you confirm.',
    byCall:
      'You pay the amount your booking shows; our team tells you how when they call about your visit.',
  },
  warranty: {
    question: 'Is the repair guaranteed?',
    answer:
      'Yes: if the same fault comes back within 30 days of a repair, we put it right at no extra labour charge. Call or WhatsApp us with your booking code.',
  },
  safety: {
    question: 'Is it safe to let a technician in?',
    answer: template(
      `Every technician passes identity and background checks and shows their ${BRAND_NAME} ID at your door. If anything feels wrong, call us on {phone}.`,
      phone,
    ),
  },
  prices: {
    question: 'How are prices set?',
    answer:
      'You see each service’s price before you book, with 18% GST on its own line. The price covers the visit and the job it names.',
  },
  parts: {
    question: 'What if parts are needed?',
    answer:
      'The technician quotes for parts before starting, and nothing extra is done until you agree. Spare parts carry their maker’s warranty.',
  },
  warrantyTerms: 'Warranty terms',
  policiesHeading: 'Our policies',
  stillHeading: 'Still need help?',
} as const);
