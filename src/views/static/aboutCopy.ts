import { BRAND_NAME } from '../../core/shared/brand';
import { spoken } from '../../core/shared/language';
import { englishTrades, mission, type Highlight } from './siteCopy';

/** The about page's copy (ids `site.about.…`); see siteCopy.ts for the rules it keeps. */
export const aboutCopy = spoken(
  'site.about',
  {
    lead: `${BRAND_NAME} is a Hyderabad home-repair company. We send certified technicians to fix air conditioners, wiring, TVs, appliances, furniture and plumbing, at a price you see before you book.`,
    missionHeading: 'Our mission',
    mission,
    story: [
      'Getting something fixed at home should not mean chasing a number from a lamp post, waiting all day, or arguing over the bill afterwards.',
      'So we keep it simple. You choose the job online, see the price with GST shown separately, and confirm the booking. Our team then arranges the visit with you. A technician we have checked and trained arrives with the right tools, does the work, and the repair is covered for 30 days.',
    ],
    valuesHeading: 'What we promise',
    values: [
      {
        icon: 'verified',
        title: 'People you can let in',
        body: 'Every technician passes identity and background checks and is trained by us before the first visit.',
      },
      {
        icon: 'rupee',
        title: 'Prices before you book',
        body: 'The price is on screen before you confirm, with 18% GST shown separately. Anything beyond it is quoted before the work starts.',
      },
      {
        icon: 'shield',
        title: 'Work that lasts',
        body: 'If the same fault comes back within 30 days, we return and fix it without another labour charge.',
      },
    ] satisfies readonly Highlight[],
    numbersHeading: `${BRAND_NAME} in numbers`,
    teamHeading: 'The team',
    teamLead:
      'A small team at our Madhapur office takes your bookings, arranges the visits, trains the technicians and answers your calls. The work itself is done by technicians of five trades:',
    trades: englishTrades,
    teamLink: 'What our technicians do on a visit',
    contactHeading: 'Talk to us',
    contactLead: 'Questions before you book, or about a visit already done? We are glad to help.',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    hoursLabel: 'Hours',
  } as const,
  ['icon'],
);
