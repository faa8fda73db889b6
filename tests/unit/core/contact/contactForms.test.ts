import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MIN,
  NAME_MIN,
  contactMail,
  contactSchema,
  quoteMail,
  quoteSchema,
  type ContactFormValues,
  type QuoteFormValues,
} from '../../../../src/core/contact/contactForms';
import { company } from '../../../../src/core/shared/company';
import { formErrors } from '../../../../src/core/shared/formErrors';

const aContact = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  name: 'Priya Sharma',
  email: 'priya@example.in',
  mobile: '9876543210',
  subject: 'AC service visit',
  message: 'The AC still drips after the service.',
  ...overrides,
});

const aQuote = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: '',
  service: 'Plumbing',
  area: 'Kondapur',
  details: 'Kitchen tap leaks at the base.',
  ...overrides,
});

const contactErrors = (overrides: Partial<ContactFormValues>) =>
  formErrors(contactSchema, aContact(overrides));
const quoteErrors = (overrides: Partial<QuoteFormValues>) =>
  formErrors(quoteSchema, aQuote(overrides));

describe('contact and quote minimums', () => {
  it('are a name of 2 characters and a message of 10', () => {
    expect([NAME_MIN, MESSAGE_MIN]).toEqual([2, 10]);
  });
});

describe('the contact form', () => {
  it('finds no error in a complete message', () => {
    expect(contactErrors({})).toEqual({});
  });

  it('names every missing field at once, and nothing for the optional mobile', () => {
    expect(
      formErrors(contactSchema, { name: '', email: '', mobile: '', subject: '', message: '' }),
    ).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address with an @.',
      subject: 'Enter a subject.',
      message: 'Write at least ten characters so we can help.',
    });
  });

  it.each([[''], ['P'], ['  P  ']])('asks for a name when it is %j', (name) => {
    expect(contactErrors({ name })).toEqual({ name: 'Enter your name.' });
  });

  it('accepts a name of two characters', () => {
    expect(contactErrors({ name: 'Al' })).toEqual({});
  });

  it.each([[''], ['ab'], ['a@'], ['priya.example.in']])(
    'refuses the e-mail %j: it needs 3 characters and an @',
    (email) => {
      expect(contactErrors({ email })).toEqual({ email: 'Enter an e-mail address with an @.' });
    },
  );

  it('accepts the shortest e-mail with an @, a@b', () => {
    expect(contactErrors({ email: 'a@b' })).toEqual({});
  });

  it('lets the mobile number be left empty', () => {
    expect(contactErrors({ mobile: '' })).toEqual({});
  });

  it.each([['98765'], ['5876543210'], ['98765432100']])(
    'refuses the mobile number %j: ten digits starting with 6 to 9',
    (mobile) => {
      expect(contactErrors({ mobile })).toEqual({
        mobile: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      });
    },
  );

  it('reads a mobile number with spaces and dashes by its digits', () => {
    expect(contactErrors({ mobile: '98765-43210' })).toEqual({});
  });

  it.each([[''], ['   ']])('asks for a subject when it is %j', (subject) => {
    expect(contactErrors({ subject })).toEqual({ subject: 'Enter a subject.' });
  });

  it('asks for ten characters of message, not counting spaces around it', () => {
    expect(contactErrors({ message: '   123456789   ' })).toEqual({
      message: 'Write at least ten characters so we can help.',
    });
    expect(contactErrors({ message: '1234567890' })).toEqual({});
  });
});

describe('the quote form', () => {
  it('finds no error in a complete request', () => {
    expect(quoteErrors({})).toEqual({});
  });

  it('names every missing field at once, and nothing for the optional e-mail', () => {
    expect(
      formErrors(quoteSchema, {
        name: '',
        mobile: '',
        email: '',
        service: '',
        area: '',
        details: '',
      }),
    ).toEqual({
      name: 'Enter your name.',
      mobile: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      service: 'Choose the service you need.',
      area: 'Enter your area or locality.',
      details: 'Describe the job in at least ten characters.',
    });
  });

  it('asks for a name of at least two characters', () => {
    expect(quoteErrors({ name: ' R ' })).toEqual({ name: 'Enter your name.' });
  });

  it.each([[''], ['12345'], ['4876543210']])('refuses the mobile number %j', (mobile) => {
    expect(quoteErrors({ mobile })).toEqual({
      mobile: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    });
  });

  it('accepts an empty e-mail, and a filled one only with an @', () => {
    expect(quoteErrors({ email: '' })).toEqual({});
    expect(quoteErrors({ email: 'ravi@example.in' })).toEqual({});
    expect(quoteErrors({ email: 'ravi' })).toEqual({ email: 'Enter an e-mail address with an @.' });
  });

  it('asks which service is needed', () => {
    expect(quoteErrors({ service: '' })).toEqual({ service: 'Choose the service you need.' });
  });

  it('asks for the area, and blank space is not an area', () => {
    expect(quoteErrors({ area: '  ' })).toEqual({ area: 'Enter your area or locality.' });
  });

  it('asks for ten characters of details', () => {
    expect(quoteErrors({ details: 'Leaks.' })).toEqual({
      details: 'Describe the job in at least ten characters.',
    });
  });
});

describe('formErrors', () => {
  it('gives one message per field, the first that applies', () => {
    const schema = yup.object({
      code: yup.string().defined().min(3, 'too short').matches(/^\d+$/, 'digits only'),
    });

    expect(formErrors(schema, { code: 'x' })).toEqual({ code: 'too short' });
  });

  it('lets an error that is not a validation failure through, rather than hiding a bug', () => {
    const schema = yup.object({
      code: yup
        .string()
        .defined()
        .test('broken', 'never shown', () => {
          throw new TypeError('bug in a rule');
        }),
    });

    expect(() => formErrors(schema, { code: 'x' })).toThrow(TypeError);
  });
});

describe('contactMail', () => {
  it('writes to the company with the subject, the message and who sent it', () => {
    expect(company.email).toBe('care@gharseva.in');
    expect(
      contactMail(
        aContact({
          name: ' Priya Sharma ',
          subject: ' AC service visit ',
          message: 'The AC still drips.',
        }),
      ),
    ).toBe(
      'mailto:care@gharseva.in?subject=AC%20service%20visit' +
        '&body=The%20AC%20still%20drips.%0D%0A%0D%0APriya%20Sharma%0D%0Apriya%40example.in' +
        '%0D%0A%2B91%209876543210',
    );
  });

  it('leaves the phone line out when no mobile number was given', () => {
    const link = contactMail(aContact({ mobile: '', message: 'Please call me back.' }));

    expect(link).toBe(
      'mailto:care@gharseva.in?subject=AC%20service%20visit' +
        '&body=Please%20call%20me%20back.%0D%0A%0D%0APriya%20Sharma%0D%0Apriya%40example.in',
    );
  });
});

describe('quoteMail', () => {
  it('writes a quote request naming the service, the area, the job and the sender', () => {
    expect(quoteMail(aQuote({ area: ' Kondapur ', details: 'Tap leaks.' }))).toBe(
      'mailto:care@gharseva.in?subject=Quote%20request%3A%20Plumbing' +
        '&body=Service%3A%20Plumbing%0D%0AArea%3A%20Kondapur%0D%0A%0D%0ATap%20leaks.' +
        '%0D%0A%0D%0ARavi%20Kumar%0D%0A%2B91%209876543210',
    );
  });

  it('adds the e-mail address as the last line when one was given', () => {
    expect(quoteMail(aQuote({ email: 'ravi@example.in' }))).toMatch(
      /%2B91%209876543210%0D%0Aravi%40example\.in$/,
    );
  });

  it('keeps the & of "Air Conditioning & Heating" inside the subject', () => {
    const link = quoteMail(aQuote({ service: 'Air Conditioning & Heating' }));

    expect(link).toContain('subject=Quote%20request%3A%20Air%20Conditioning%20%26%20Heating&body=');
    expect(link.split('&')).toHaveLength(2);
  });
});
