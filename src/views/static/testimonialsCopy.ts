import { company } from '../../core/shared/company';
import { BRAND_NAME } from '../../core/shared/brand';
import { spoken } from '../../core/shared/language';
import { type Highlight } from './siteCopy';

/** The testimonials page's copy (ids `site.testimonials.…`); see siteCopy.ts for the rules it keeps. */
export const testimonialsCopy = spoken(
  'site.testimonials',
  {
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
  } as const,
  ['icon'],
);
