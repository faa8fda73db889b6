import { spoken } from '../../core/shared/language';
import type { FieldCopy } from '../shared/FormFields';
import { emergencyLine, type Highlight } from './siteCopy';

/** The quote page's copy (ids `site.quote.…`); see siteCopy.ts for the rules it keeps. */
export const quoteCopy = spoken(
  'site.quote',
  {
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
  } as const,
  ['icon'],
);
