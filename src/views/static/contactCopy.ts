import { spoken } from '../../core/shared/language';
import type { FieldCopy } from '../shared/FormFields';
import { emergencyLine } from './siteCopy';

/** The contact page's copy (ids `site.contact.…`); see siteCopy.ts for the rules it keeps. */
export const contactCopy = spoken(
  'site.contact',
  {
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
  } as const,
  ['icon'],
);
