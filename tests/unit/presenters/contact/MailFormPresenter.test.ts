import { describe, expect, it } from 'vitest';
import { contact } from '../../../../src/app/features/contact';
import type { ContactFormValues, QuoteFormValues } from '../../../../src/core/contact/contactForms';
import { testApp } from '../../../support/testContainer';
import { ContactFormPresenter } from '../../../../src/presenters/contact/ContactFormPresenter';
import { QuoteFormPresenter } from '../../../../src/presenters/contact/QuoteFormPresenter';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [contact];

const MAIL_OPENED = 'Your mail app should open with the message ready to send.';

const aContact: ContactFormValues = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  mobile: '',
  subject: 'Thank you',
  message: 'The plumber was quick and tidy.',
};

const aQuote: QuoteFormValues = {
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: '',
  service: 'Electrical',
  area: 'Kukatpally',
  details: 'Three switchboards to replace.',
};

describe('MailFormPresenter on the contact page', () => {
  it('starts with every field empty', () => {
    const form = testApp({ features }).get(ContactFormPresenter);

    expect(form.viewModel.initialValues).toEqual({
      name: '',
      email: '',
      mobile: '',
      subject: '',
      message: '',
    });
  });

  it('names what is missing in an empty form, field by field', () => {
    const form = testApp({ features }).get(ContactFormPresenter);

    expect(form.validate(form.viewModel.initialValues)).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address with an @.',
      subject: 'Enter a subject.',
      message: 'Write at least ten characters so we can help.',
    });
  });

  it('reads a field the form has not reported yet as empty, not as an error of its own', () => {
    const form = testApp({ features }).get(ContactFormPresenter);

    // A form library leaves out fields nobody has touched.
    const partial = { name: 'Priya Sharma' } as ContactFormValues;

    expect(form.validate(partial)).toEqual({
      email: 'Enter an e-mail address with an @.',
      subject: 'Enter a subject.',
      message: 'Write at least ten characters so we can help.',
    });
  });

  it('finds no error in a complete message', () => {
    const form = testApp({ features }).get(ContactFormPresenter);

    expect(form.validate(aContact)).toEqual({});
  });

  it('neither opens the mail app nor says anything when the message is incomplete', () => {
    const app = testApp({ features });
    const form = app.get(ContactFormPresenter);

    form.submit({ ...aContact, email: 'priya' });

    expect(app.navigator.external).toEqual([]);
    expect(app.navigator.visited).toEqual([]);
    expect(app.notifier.notifications).toEqual([]);
  });

  it('opens the mail app with the message written out to the company', () => {
    const app = testApp({ features });
    const form = app.get(ContactFormPresenter);

    form.submit(aContact);

    expect(app.navigator.external).toEqual([
      'mailto:care@gharseva.in?subject=Thank%20you' +
        '&body=The%20plumber%20was%20quick%20and%20tidy.%0D%0A%0D%0APriya%20Sharma' +
        '%0D%0Apriya%40example.in',
    ]);
    expect(app.navigator.visited).toEqual([]);
  });

  it(`says "${MAIL_OPENED}" as an info message once the mail app is asked to open`, () => {
    const app = testApp({ features });
    const form = app.get(ContactFormPresenter);

    form.submit(aContact);

    expect(app.notifier.notifications).toEqual([
      { kind: 'info', message: MAIL_OPENED, durationMs: 3000 },
    ]);
  });

  it('works as a detached callback, the way a form library calls it', () => {
    const app = testApp({ features });
    const { validate, submit } = app.get(ContactFormPresenter);

    expect(validate(aContact)).toEqual({});
    submit(aContact);

    expect(app.navigator.external).toHaveLength(1);
  });
});

describe('MailFormPresenter on the quote page', () => {
  it('starts with every field empty', () => {
    const form = testApp({ features }).get(QuoteFormPresenter);

    expect(form.viewModel.initialValues).toEqual({
      name: '',
      mobile: '',
      email: '',
      service: '',
      area: '',
      details: '',
    });
  });

  it('names what is missing in an empty request, the mobile number included', () => {
    const form = testApp({ features }).get(QuoteFormPresenter);

    expect(form.validate(form.viewModel.initialValues)).toEqual({
      name: 'Enter your name.',
      mobile: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      service: 'Choose the service you need.',
      area: 'Enter your area or locality.',
      details: 'Describe the job in at least ten characters.',
    });
  });

  it('does nothing when the mobile number is not a valid Indian number', () => {
    const app = testApp({ features });
    const form = app.get(QuoteFormPresenter);

    form.submit({ ...aQuote, mobile: '12345' });

    expect(app.navigator.external).toEqual([]);
    expect(app.notifier.notifications).toEqual([]);
  });

  it('opens the mail app with a quote request for the chosen service', () => {
    const app = testApp({ features });
    const form = app.get(QuoteFormPresenter);

    form.submit(aQuote);

    expect(app.navigator.external).toEqual([
      'mailto:care@gharseva.in?subject=Quote%20request%3A%20Electrical' +
        '&body=Service%3A%20Electrical%0D%0AArea%3A%20Kukatpally%0D%0A%0D%0A' +
        'Three%20switchboards%20to%20replace.%0D%0A%0D%0ARavi%20Kumar%0D%0A%2B91%209876543210',
    ]);
    expect(app.notifier.last).toEqual({ kind: 'info', message: MAIL_OPENED, durationMs: 3000 });
  });

  it('gives each page its own form, so one page’s values never leak into another', () => {
    const app = testApp({ features });

    expect(app.get(QuoteFormPresenter)).not.toBe(app.get(QuoteFormPresenter));
  });
});
