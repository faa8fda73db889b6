import { BRAND_NAME } from '../../core/shared/brand';
import { company } from '../../core/shared/company';
import { messages } from '../../core/shared/messages';
import type { FieldCopy } from '../shared/FormFields';

/**
 * The marketing text of the static pages (about, features, team, testimonials, contact, quote):
 * part of the message catalogue, kept apart from `messages` because it is long and changes with
 * marketing, not with rules. Plain data; the views only lay it out.
 *
 * Honesty rules for this file: no awards, ratings or statistics presented as real. SPEC §2 asks
 * for counters with the placeholder value 1234 and placeholder team names; both are shown as
 * such, and the testimonials are marked as sample reviews.
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
  | 'send';

/** A titled point with an icon: a feature, a value, a step. */
export interface Highlight {
  readonly icon: SiteIcon;
  readonly title: string;
  readonly body: string;
}

export interface Counter {
  readonly label: string;
  /** Already formatted for display. */
  readonly value: string;
}

export interface TeamMember {
  /** A placeholder until the team's own profiles are written (SPEC §2). */
  readonly name: string;
  readonly role: string;
  readonly focus: string;
}

export interface SampleReview {
  readonly quote: string;
  /** Who such a review would come from: a kind of customer and an area, never a real name. */
  readonly author: string;
  readonly service: string;
}

/** SPEC §2: the about page's counters show this placeholder until real figures are published. */
export const PLACEHOLDER_COUNT = 1234;
const placeholderCount = new Intl.NumberFormat('en-IN').format(PLACEHOLDER_COUNT);

/** The six service categories of SPEC §1, in the catalogue's order. */
export const serviceCategories = [
  'Air Conditioning & Heating',
  'Electrical',
  'Electronics',
  'Appliances',
  'Carpentry',
  'Plumbing',
] as const;

/** Where our technicians go today. */
export const areasServed = [
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

const mission =
  'To give every home in Hyderabad reliable, efficient, cost-effective solutions with the best service quality.';

const emergencyLine =
  'A burst pipe, a sparking switchboard or a home without power cannot wait until morning: our emergency line answers 24/7.';

export const siteCopy = {
  bookCta: 'Book a service',
  quoteCta: 'Get a free quote',
  contactCta: 'Contact us',
  callCta: (phone: string) => `Call ${phone}`,

  about: {
    title: messages.titles.about,
    lead: `${BRAND_NAME} is a Hyderabad home-repair company. We send certified technicians to fix air conditioners, wiring, appliances, furniture and plumbing, at a price you see before you book.`,
    missionHeading: 'Our mission',
    mission,
    story: [
      'Getting something fixed at home should not mean chasing a number from a lamp post, waiting all day, or arguing over the bill afterwards.',
      `So we keep it simple. You choose the job online, see the price with GST shown separately, and pick a time. A technician we have checked and trained arrives with the right tools, does the work, and the repair is covered for 30 days.`,
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
        body: 'The price is on screen before you confirm, with 18% GST shown separately. No hidden charges.',
      },
      {
        icon: 'shield',
        title: 'Work that lasts',
        body: 'If the same fault comes back within 30 days, we return and fix it without another labour charge.',
      },
    ] satisfies readonly Highlight[],
    numbersHeading: `${BRAND_NAME} in numbers`,
    numbersNote:
      'Placeholder figures: these counters will show our real numbers once we publish them.',
    counters: [
      { label: 'Happy customers', value: placeholderCount },
      { label: 'Jobs done', value: placeholderCount },
      { label: 'Technicians', value: placeholderCount },
      { label: 'Years serving Hyderabad', value: placeholderCount },
    ] satisfies readonly Counter[],
    teamHeading: 'The team',
    teamLead:
      'A small team in Madhapur runs the bookings, trains the technicians and answers your calls.',
    teamLink: 'Meet the team',
    contactHeading: 'Talk to us',
    contactLead: 'Questions before you book, or about a visit already done? We are glad to help.',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    hoursLabel: 'Hours',
  },

  features: {
    title: messages.titles.features,
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
        body: 'If the same problem returns within 30 days of a repair, we come back and put it right at no extra labour charge. Spare parts carry their maker’s warranty.',
      },
      {
        icon: 'calendar',
        title: 'Booking that respects your time',
        body: 'Book in a few taps with your mobile number, see all your bookings in one place, and cancel online until a technician starts work.',
      },
      {
        icon: 'wrench',
        title: 'One company for the whole home',
        body: 'Air conditioning and heating, electrical, electronics, appliances, carpentry and plumbing: one booking, one bill.',
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
        body: 'We text a six-digit code to your +91 number. No password to remember.',
      },
      {
        icon: 'calendar',
        title: 'Confirm the booking',
        body: 'Check the summary and confirm. Your booking code appears in My Bookings.',
      },
      {
        icon: 'verified',
        title: 'We fix it',
        body: 'A certified technician arrives, does the work, and the repair is covered for 30 days.',
      },
    ] satisfies readonly Highlight[],
    areasHeading: 'Areas we serve',
    areasLead:
      'Our technicians cover these parts of Hyderabad and Secunderabad. Not on the list? Call or write to us: we may still reach you.',
  },

  team: {
    title: messages.titles.team,
    lead: 'The people who plan the visits, train the technicians and pick up the phone.',
    membersHeading: 'Who we are',
    placeholderNote:
      'Names are placeholders: our team’s own profiles are being written and will appear here soon.',
    members: [
      {
        name: 'Team member 1',
        role: 'Operations lead',
        focus: 'Plans each day’s visits so technicians arrive when promised.',
      },
      {
        name: 'Team member 2',
        role: 'Head of technician training',
        focus: 'Runs the safety and service training every technician completes.',
      },
      {
        name: 'Team member 3',
        role: 'AC and appliance specialist',
        focus: 'Handles the tricky air-conditioner, fridge and washing-machine faults.',
      },
      {
        name: 'Team member 4',
        role: 'Electrical supervisor',
        focus: 'Checks wiring work and keeps our electricians’ methods safe.',
      },
      {
        name: 'Team member 5',
        role: 'Plumbing and carpentry lead',
        focus: 'Looks after leaks, fittings, doors and furniture repairs.',
      },
      {
        name: 'Team member 6',
        role: 'Customer care lead',
        focus: 'Answers your calls and e-mails and follows up after each visit.',
      },
    ] satisfies readonly TeamMember[],
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
        body: 'We ask customers about every visit and act on what they tell us.',
      },
    ] satisfies readonly Highlight[],
  },

  testimonials: {
    title: messages.titles.testimonials,
    lead: 'What we want every customer to be able to say after a visit.',
    reviewsHeading: 'Sample reviews',
    sampleNote:
      'These are sample reviews that show the experience we work for. Reviews from real customers will replace them.',
    sampleTag: 'Sample review',
    reviews: [
      {
        quote:
          'The AC stopped cooling in the middle of May. The technician came the same evening, cleaned the coils and refilled the gas, and the price matched what the app showed.',
        author: 'Sample customer, Kondapur',
        service: 'Air Conditioning & Heating',
      },
      {
        quote:
          'A switchboard kept tripping the power. The electrician found the loose wiring, explained it, and did not try to sell me anything I did not need.',
        author: 'Sample customer, Kukatpally',
        service: 'Electrical',
      },
      {
        quote:
          'Booked a kitchen tap replacement in the morning and it was done before lunch. GST was shown separately, so there were no surprises on the bill.',
        author: 'Sample customer, Madhapur',
        service: 'Plumbing',
      },
      {
        quote:
          'The washing machine drum was making a terrible noise. The technician replaced the bearing and told me the repair has a 30-day warranty.',
        author: 'Sample customer, Gachibowli',
        service: 'Appliances',
      },
      {
        quote:
          'Our wardrobe door had come off its hinges. The carpenter was polite, careful with the floor and cleaned up after himself.',
        author: 'Sample customer, Banjara Hills',
        service: 'Carpentry',
      },
      {
        quote:
          'The TV would not switch on. They diagnosed a power board fault, quoted before starting, and fixed it in one visit.',
        author: 'Sample customer, Secunderabad',
        service: 'Electronics',
      },
    ] satisfies readonly SampleReview[],
    ctaHeading: 'Had a visit from us?',
    ctaBody: 'Tell us how it went. Good or bad, every message is read by our customer care lead.',
    ctaLink: 'Write to us',
  },

  contact: {
    title: messages.titles.contact,
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
    title: messages.titles.quote,
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
    mailNote: (email: string) =>
      `Sending opens your mail app with the message written out; nothing leaves your device until you press Send there. No mail app? Write to ${email}.`,
  },
} as const;

export type SiteCopy = typeof siteCopy;
