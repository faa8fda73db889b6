import { spoken } from '../../core/shared/language';
import { WARRANTY_ANCHOR } from '../../presenters/links';
import { emergencyLine, repairPromise, type Highlight } from './siteCopy';

/**
 * The features page's copy (ids `site.features.…`); see siteCopy.ts for the rules it keeps. The
 * warranty's item is the terms the options and confirm dialogs link to (`links.warrantyTerms`).
 */
export const featuresCopy = spoken(
  'site.features',
  {
    lead: 'What you can count on every time a GharSeva technician comes to your home.',
    listHeading: 'What you get',
    emergencyLead: 'An emergency, at any hour?',
    items: [
      {
        icon: 'verified',
        title: 'Certified technicians',
        body: 'Every technician passes identity and background checks and is trained on our safety and service standards. They show their GharSeva ID at your door.',
      },
      {
        icon: 'rupee',
        title: 'Transparent pricing',
        body: 'You see the price of each service before you book, with 18% GST shown on its own line. If a job can only be priced after a look, the technician quotes first and starts only when you agree.',
      },
      {
        icon: 'clock',
        title: '24/7 emergency service',
        body: emergencyLine,
      },
      {
        icon: 'shield',
        title: '30-day service warranty',
        body: repairPromise,
        anchor: WARRANTY_ANCHOR,
      },
      {
        icon: 'calendar',
        title: 'Your bookings in one place',
        body: 'Book online with your mobile number, follow each booking’s status in My Bookings, and cancel online until a technician starts work.',
      },
      {
        icon: 'wrench',
        title: 'One company for the whole home',
        body: 'Air conditioning and heating, electrical, electronics, appliances, carpentry and plumbing: put jobs of different trades in one cart and book them together.',
      },
    ] satisfies readonly Highlight[],
    stepsHeading: 'How it works',
    steps: [
      {
        icon: 'wrench',
        title: 'Choose the job',
        body: 'Pick a service and see its price with GST before you add it to your cart.',
      },
      {
        icon: 'phone',
        title: 'Log in with your mobile',
        body: 'We text a 6-digit OTP to your +91 number. The first time, you also create your account with your name, address and a password.',
      },
      {
        icon: 'calendar',
        title: 'Confirm the booking',
        body: 'Check the summary, choose a visit time where it is offered, and confirm. Your booking code appears in My Bookings, and our team arranges the rest.',
      },
      {
        icon: 'verified',
        title: 'We fix it',
        body: 'A certified technician comes, does the work, and the repair is covered for 30 days.',
      },
    ] satisfies readonly Highlight[],
    areasHeading: 'Areas we serve',
    areasLead:
      'Our technicians cover these parts of Hyderabad and Secunderabad. Not on the list? Call or write to us: we may still reach you.',
  } as const,
  ['icon', 'anchor'],
);
