import { spoken, template } from '../shared/language';

/** The contact and quote forms' own rules. */
export const contactMessages = spoken('contact', {
  nameRequired: 'Enter your name.',
  subjectRequired: 'Enter a subject.',
  messageTooShort: 'Write at least ten characters so we can help.',
  serviceRequired: 'Choose the service you need.',
  areaRequired: 'Enter your area or locality.',
  detailsTooShort: 'Describe the job in at least ten characters.',
  mailOpened: 'Your mail app should open with the message ready to send.',
} as const);

/** The e-mails the contact and quote forms write (contactForms). */
export const mailMessages = spoken('mail', {
  quoteSubject: template('Quote request: {service}', (service: string) => ({ service })),
  service: template('Service: {service}', (service: string) => ({ service })),
  area: template('Area: {area}', (area: string) => ({ area })),
  feedbackSubject: 'How my visit went',
} as const);
