import { contactMessages, mailMessages } from './contactMessages';
import { formMessages } from '../profile/formMessages';
import * as yup from 'yup';
import { isValidMobile } from '../auth/mobileNumber';
import { company } from '../shared/company';
import { messages } from '../shared/messages';
import { mailtoLink } from './mailtoLink';

/** The contact page's form. */
export interface ContactFormValues {
  readonly name: string;
  readonly email: string;
  readonly mobile: string;
  readonly subject: string;
  readonly message: string;
}

/** The quote page's form. */
export interface QuoteFormValues {
  readonly name: string;
  readonly mobile: string;
  readonly email: string;
  readonly service: string;
  readonly area: string;
  readonly details: string;
}

export const NAME_MIN = 2;
export const MESSAGE_MIN = 10;

const atLeast = (min: number) => (value: string | undefined) => (value ?? '').trim().length >= min;
const name = yup
  .string()
  .defined()
  .test('min', () => contactMessages.nameRequired, atLeast(NAME_MIN));
const email = yup
  .string()
  .defined()
  .test(
    'email',
    () => formMessages.emailInvalid,
    (value) => atLeast(3)(value) && (value ?? '').includes('@'),
  );

export const contactSchema: yup.ObjectSchema<ContactFormValues> = yup.object({
  name,
  email,
  mobile: yup
    .string()
    .defined()
    .test(
      'mobile',
      () => messages.mobileInvalid,
      (value) => !value || isValidMobile(value),
    ),
  subject: yup
    .string()
    .defined()
    .test('required', () => contactMessages.subjectRequired, atLeast(1)),
  message: yup
    .string()
    .defined()
    .test('min', () => contactMessages.messageTooShort, atLeast(MESSAGE_MIN)),
});

export const quoteSchema: yup.ObjectSchema<QuoteFormValues> = yup.object({
  name,
  mobile: yup
    .string()
    .defined()
    .test(
      'mobile',
      () => messages.mobileInvalid,
      (value) => isValidMobile(value ?? ''),
    ),
  email: yup
    .string()
    .defined()
    .test(
      'email',
      () => formMessages.emailInvalid,
      (value) => !value || (atLeast(3)(value) && value.includes('@')),
    ),
  service: yup
    .string()
    .defined()
    .test('required', () => contactMessages.serviceRequired, atLeast(1)),
  area: yup
    .string()
    .defined()
    .test('required', () => contactMessages.areaRequired, atLeast(1)),
  details: yup
    .string()
    .defined()
    .test('min', () => contactMessages.detailsTooShort, atLeast(MESSAGE_MIN)),
});

/** The e-mail that the contact form opens in the visitor's mail client. */
export function contactMail(values: ContactFormValues): string {
  const lines = [values.message.trim(), '', `${values.name.trim()}`, values.email.trim()];
  if (values.mobile) lines.push(`+91 ${values.mobile}`);
  return mailtoLink(company.email, values.subject.trim(), lines.join('\n'));
}

/** The e-mail that the quote form opens in the visitor's mail client. */
export function quoteMail(values: QuoteFormValues): string {
  const lines = [
    mailMessages.service(values.service),
    mailMessages.area(values.area.trim()),
    '',
    values.details.trim(),
    '',
    values.name.trim(),
    `+91 ${values.mobile}`,
  ];
  if (values.email) lines.push(values.email.trim());
  return mailtoLink(company.email, mailMessages.quoteSubject(values.service), lines.join('\n'));
}
