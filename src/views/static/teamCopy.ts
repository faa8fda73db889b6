import { spoken } from '../../core/shared/language';
import { englishTrades, repairPromise, type Highlight } from './siteCopy';

/** The team page's copy (ids `site.team.…`); see siteCopy.ts for the rules it keeps. */
export const teamCopy = spoken(
  'site.team',
  {
    lead: 'The technicians who come to your home: their trades, what they do on every visit, and how we choose them.',
    tradesHeading: 'Who we send',
    tradesLead:
      'Every job goes to a technician of the right trade. Behind them, a small team at our Madhapur office takes your bookings, arranges the visits and answers your calls.',
    trades: englishTrades,
    visitHeading: 'What happens on a visit',
    visit: [
      {
        icon: 'idCard',
        title: 'Arrives with ID',
        body: 'Your technician shows a GharSeva ID at the door, so you know who you are letting in.',
      },
      {
        icon: 'search',
        title: 'Looks first',
        body: 'They inspect the fault and tell you what they have found before starting.',
      },
      {
        icon: 'rupee',
        title: 'Quotes before extra work',
        body: 'The listed price covers the job you booked. If more is needed, such as a spare part, they tell you the price first and go ahead only when you agree.',
      },
      {
        icon: 'wrench',
        title: 'Fixes it',
        body: 'They do the work with their own tools and check with you that it works.',
      },
      {
        icon: 'home',
        title: 'Cleans up',
        body: 'Dust, old parts and packing are cleared away, and your home is left as they found it.',
      },
      {
        icon: 'comments',
        title: 'Explains',
        body: 'They tell you what was wrong, what they did, and how to keep it from happening again.',
      },
    ] satisfies readonly Highlight[],
    promiseHeading: 'Our 30-day promise',
    promise: `${repairPromise} Call or write to us to arrange the visit.`,
    hiringHeading: 'How we choose technicians',
    hiring: [
      {
        icon: 'verified',
        title: 'Checked',
        body: 'Identity and background checks before anyone joins.',
      },
      {
        icon: 'wrench',
        title: 'Trained',
        body: 'Hands-on training in their trade, in safety and in how to treat your home.',
      },
      {
        icon: 'comments',
        title: 'Reviewed',
        body: 'What customers tell us about a visit goes back to the technician, and we act on it.',
      },
    ] satisfies readonly Highlight[],
  } as const,
  ['icon'],
);
