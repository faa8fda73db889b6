import { BRAND_NAME } from '../../core/shared/brand';
import { company } from '../../core/shared/company';
import { spoken, template } from '../../core/shared/language';
import { englishMessages, messages } from '../../core/shared/messages';
import type { FieldCopy } from '../shared/FormFields';

/**
 * The marketing text of the static pages (about, features, team, testimonials, contact, quote):
 * part of the message catalogue (ids `site.…`), kept apart from `messages` because it is long and
 * changes with marketing, not with rules. Plain data, said in the customer's language as
 * `messages` is; the views only lay it out. Each page's title is in `messages.titles`.
 *
 * Honesty rules for this file: no awards, ratings or statistics presented as real, no invented
 * people and no invented reviews. Where SPEC §2 has placeholder sections, the pages say what is
 * true instead: the team page describes the trades we send and what happens on a visit, and the
 * testimonials page invites feedback until there are real reviews to publish. Every claim here
 * must match what the app does (no visit slots, an account password, cancelling only before work
 * starts).
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
const trades = [
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

const repairPromise =
  'If the same fault comes back within 30 days of a repair, we come back and put it right at no extra labour charge. Spare parts carry their maker’s warranty.';

const mission =
  'To give every home in Hyderabad reliable, efficient, cost-effective solutions with the best service quality.';

const emergencyLine =
  'A burst pipe, a sparking switchboard or a home without power cannot wait until morning: our emergency line answers 24/7.';

const englishSiteCopy = {
  bookCta: 'Book a service',
  quoteCta: 'Get a free quote',
  contactCta: 'Contact us',
  callCta: template('Call {phone}', (phone: string) => ({ phone })),

  about: {
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
    trades,
    teamLink: 'What our technicians do on a visit',
    contactHeading: 'Talk to us',
    contactLead: 'Questions before you book, or about a visit already done? We are glad to help.',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    hoursLabel: 'Hours',
  },

  features: {
    lead: 'What you can count on every time a GharSeva technician comes to your home.',
    listHeading: 'What you get',
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
        body: `${emergencyLine} Call ${company.phoneDisplay} at any hour.`,
      },
      {
        icon: 'shield',
        title: '30-day service warranty',
        body: repairPromise,
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
        body: 'Check the summary and confirm. Your booking code appears in My Bookings, and our team arranges the visit with you.',
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
  },

  team: {
    lead: 'The technicians who come to your home: their trades, what they do on every visit, and how we choose them.',
    tradesHeading: 'Who we send',
    tradesLead:
      'Every job goes to a technician of the right trade. Behind them, a small team at our Madhapur office takes your bookings, arranges the visits and answers your calls.',
    trades,
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
  },

  testimonials: {
    lead: `${BRAND_NAME} is new, and there are no published reviews here yet. When there are, they will be our customers’ own words.`,
    inviteHeading: 'Had a visit from us? Tell us how it went',
    inviteBody: 'Good or bad, we want to hear it. A few lines are enough; if you can, mention:',
    inviteList: [
      'your booking code (it is in My Bookings)',
      'the service, and the day of the visit',
      'what went well, and what did not.',
    ],
    writeCta: 'Write to us',
    feedbackMailLabel: `E-mail ${company.email}`,
    callLead: 'Rather talk?',
    useHeading: 'What we do with what you tell us',
    use: [
      {
        icon: 'envelope',
        title: 'We read every message',
        body: 'Our customer care team reads each one and replies to you.',
      },
      {
        icon: 'shield',
        title: 'We put problems right',
        body: 'If a repair has not held, we come back. The same fault within 30 days is fixed at no extra labour charge.',
      },
      {
        icon: 'users',
        title: 'Technicians hear it too',
        body: 'We pass on what you say to the technician who came, and use it in our training.',
      },
      {
        icon: 'verified',
        title: 'Reviews only with your permission',
        body: 'When we publish reviews on this page, they will be real customers’ words, shown only if they agree.',
      },
    ] satisfies readonly Highlight[],
  },

  contact: {
    lead: 'Questions, feedback or a visit to follow up? Call, write, or send us a message below.',
    detailsHeading: 'Reach us',
    addressLabel: 'Office',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    hoursLabel: 'Hours',
    emergency: emergencyLine,
    formHeading: 'Send us a message',
    fields: {
      name: { label: 'Your name' },
      email: { label: 'E-mail' },
      mobile: { label: 'Mobile number (optional)', hint: 'If you would rather we call back.' },
      subject: { label: 'Subject' },
      message: { label: 'Message' },
    } satisfies Record<string, FieldCopy>,
    submit: 'Send with my mail app',
  },

  quote: {
    lead: 'Not sure what a job will cost? Describe it and we will reply with a price before anyone visits.',
    formHeading: 'Tell us about the job',
    fields: {
      name: { label: 'Your name' },
      mobile: { label: 'Mobile number', hint: 'Ten digits; we may call to ask about the job.' },
      email: { label: 'E-mail (optional)' },
      service: { label: 'Service' },
      area: { label: 'Area or locality', hint: 'For example Kondapur or Secunderabad.' },
      details: {
        label: 'What needs doing?',
        hint: 'The appliance and its brand, what is wrong, and since when.',
      },
    } satisfies Record<string, FieldCopy>,
    servicePlaceholder: 'Choose a service',
    submit: 'Send the request with my mail app',
    nextHeading: 'What happens next',
    next: [
      {
        icon: 'send',
        title: 'Send the e-mail',
        body: 'Your mail app opens with the request written out. Check it and press Send.',
      },
      {
        icon: 'rupee',
        title: 'Get a price',
        body: 'We reply during opening hours with a price, GST shown separately.',
      },
      {
        icon: 'calendar',
        title: 'Book if it suits you',
        body: 'Happy with the price? Book online or ask us to book it for you. No obligation.',
      },
    ] satisfies readonly Highlight[],
    urgentHeading: 'Need it fixed now?',
    urgentBody: emergencyLine,
  },

  form: {
    /** Said once under each form: the forms have no API, they open the visitor's mail app. */
    mailNote: template(
      'Sending opens your mail app with the message written out; nothing leaves your device until you press Send there. No mail app? Write to {email}.',
      (email: string) => ({ email }),
    ),
  },
} as const;

export const siteCopy = spoken('site', englishSiteCopy, ['icon']);
