import { BRAND_NAME } from './brand';
import { spoken, template } from './language';

/**
 * What each page's HTML file says of it to search engines and link previews (its `description`),
 * and what it says to a browser without JavaScript, in the page's language. Written into the files
 * at build time (scripts/vite/firstPaintStages.ts): the app's code never carries them.
 */
export const pageDescriptions = spoken('pageDescriptions', {
  /** The home page, and every page without a description of its own. */
  site: `${BRAND_NAME}: book certified technicians for AC, electrical, appliance, carpentry and plumbing repairs in Hyderabad, with clear prices.`,
  services:
    'AC service, electrical work, appliance and TV repair, carpentry and plumbing in Hyderabad: every service with its price before you book.',
  cart: 'The services you picked, their prices and 18% GST, before you choose a time and book.',
  about: `Who we are: ${BRAND_NAME} sends verified technicians to homes across Hyderabad.`,
  features: `Why customers choose ${BRAND_NAME}: verified technicians, prices before you book, and a 30-day service warranty.`,
  team: `The people behind ${BRAND_NAME} in Hyderabad.`,
  testimonials: `Tell us how your ${BRAND_NAME} visit went: we read every message and put problems right.`,
  contact: `Call, WhatsApp or write to ${BRAND_NAME} about a repair or a booking.`,
  quote: 'Tell us what needs repair and get a price for it.',
  cancellationPolicy:
    'When cancelling a booking is free, the fee after that, and how refunds come back.',
  terms: `The terms of booking a repair with ${BRAND_NAME}.`,
  privacy: `What ${BRAND_NAME} keeps about you, why, for how long, and how to ask for it or have it deleted.`,
  help: 'Answers to the questions customers ask most: when, who, changes, cancelling, refunds, paying, the warranty.',
  /** Shown by a browser that runs no JavaScript, under the page it drew. */
  noScript: template(
    'To book a repair, turn on JavaScript, or call us on {phone}.',
    (phone: string) => ({ phone }),
  ),
});
