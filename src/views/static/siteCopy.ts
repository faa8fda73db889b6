import { spoken, template } from '../../core/shared/language';
import { englishMessages, messages } from '../../core/shared/messages';

/**
 * The marketing text shared by the static pages (each page has its own: aboutCopy.ts, …):
 * part of the message catalogue (ids `site.…`), kept apart from `messages` because it is long and
 * changes with marketing, not with rules. Plain data, said in the customer's language as
 * `messages` is; the views only lay it out. Each page's title is in `messages.titles`.
 *
 * Honesty rules for this file: no awards, ratings or statistics presented as real, no invented
 * people and no invented reviews. Where SPEC §2 has placeholder sections, the pages say what is
 * true instead: the team page describes the trades we send and what happens on a visit, and the
 * testimonials page invites feedback until there are real reviews to publish. Every claim here
 * must match what the app does (a visit time chosen online only where the backend offers it, an
 * account password, cancelling only before work starts).
 */

/** The decorative icons the copy may ask for; the views map each to a PrimeIcon. */
export type SiteIcon =
  | 'verified'
  | 'rupee'
  | 'clock'
  | 'shield'
  | 'mapMarker'
  | 'calendar'
  | 'wrench'
  | 'users'
  | 'comments'
  | 'phone'
  | 'envelope'
  | 'send'
  | 'idCard'
  | 'search'
  | 'home';

/** The icon of each trade; only the pages that list the trades load them (tradeIcons.ts). */
export type TradeIcon = 'cog' | 'bolt' | 'desktop' | 'hammer' | 'wrench';

/** A titled point with an icon: a feature, a value, a step. */
export interface Highlight {
  readonly icon: SiteIcon;
  readonly title: string;
  readonly body: string;
  /** Its id, for links to it (`/feature#warranty`). */
  readonly anchor?: string;
}

/** A trade we send to homes: who comes, for which service categories, and what they work on. */
export interface Trade {
  readonly icon: TradeIcon;
  readonly name: string;
  /** The service categories of SPEC §1 the trade covers, ready to show. */
  readonly covers: string;
  readonly work: string;
}

/** One of the six service categories of SPEC §1, as English names it (for `categories`). */
type Category = (typeof englishMessages.categories)[number];

/** The categories as the static pages name them, in the customer's language. */
export const serviceCategories = messages.categories;

/** Where our technicians go today. */
const englishAreas = [
  'Madhapur',
  'Gachibowli',
  'Kondapur',
  'HITEC City',
  'Kukatpally',
  'Miyapur',
  'Jubilee Hills',
  'Banjara Hills',
  'Ameerpet',
  'Begumpet',
  'Manikonda',
  'Secunderabad',
] as const;

export const areasServed = spoken('site.areas', englishAreas);

/** The categories a trade covers, named as the catalogue names them. */
const categories = (...names: readonly Category[]) => names.join(' · ');

/** What the technicians of each trade work on; the about page names them, the team page explains. */
/** The trades we send, in English: the about and team pages each say them (`site.<page>.trades`). */
export const englishTrades = [
  {
    icon: 'cog',
    name: 'AC and appliance technicians',
    covers: categories('Air Conditioning & Heating', 'Appliances'),
    work: 'Service, repair and install air conditioners, geysers and room heaters, washing machines, fridges, microwaves, water purifiers and kitchen chimneys.',
  },
  {
    icon: 'bolt',
    name: 'Electricians',
    covers: categories('Electrical'),
    work: 'Switches and sockets, fans and lights, MCBs, wiring faults and inverter installation.',
  },
  {
    icon: 'desktop',
    name: 'Electronics technicians',
    covers: categories('Electronics'),
    work: 'TVs and home theatres, laptops and desktops, Wi-Fi and CCTV: repairs, setup and wall mounting.',
  },
  {
    icon: 'hammer',
    name: 'Carpenters',
    covers: categories('Carpentry'),
    work: 'Doors, hinges and locks, furniture assembly and repair, curtain rods, blinds and shelves.',
  },
  {
    icon: 'wrench',
    name: 'Plumbers',
    covers: categories('Plumbing'),
    work: 'Taps and mixers, bathroom fittings, toilets, leaks and blocked drains.',
  },
] as const satisfies readonly Trade[];

export const repairPromise =
  'If the same fault comes back within 30 days of a repair, we come back and put it right at no extra labour charge. Spare parts carry their maker’s warranty.';

export const mission =
  'To give every home in Hyderabad reliable, efficient, cost-effective solutions with the best service quality.';

export const emergencyLine =
  'A burst pipe, a sparking switchboard or a home without power cannot wait until morning: our emergency line answers 24/7.';

const englishSiteCopy = {
  bookCta: 'Book a service',
  quoteCta: 'Get a free quote',
  contactCta: 'Contact us',
  callCta: template('Call {phone}', (phone: string) => ({ phone })),

  form: {
    /** Said once under each form: the forms have no API, they open the visitor's mail app. */
    mailNote: template(
      'Sending opens your mail app with the message written out; nothing leaves your device until you press Send there. No mail app? Write to {email}.',
      (email: string) => ({ email }),
    ),
  },
} as const;

export const siteCopy = spoken('site', englishSiteCopy, ['icon']);
