import type { Container } from 'inversify';
import {
  contactMail,
  contactSchema,
  quoteMail,
  quoteSchema,
  type ContactFormValues,
  type QuoteFormValues,
} from '../../core/contact/contactForms';
import { MailFormPresenter } from '../../presenters/contact/MailFormPresenter';
import { provide } from '../binding';
import { TOKENS } from '../tokens';

const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  mobile: '',
  subject: '',
  message: '',
};
const emptyQuoteForm: QuoteFormValues = {
  name: '',
  mobile: '',
  email: '',
  service: '',
  area: '',
  details: '',
};

/** The contact and quote forms' presenters (loaded with their pages: the form rules need yup). */
export function contactFeature(container: Container): void {
  provide(
    container,
    TOKENS.contactFormPresenter,
    [TOKENS.notifier, TOKENS.navigator],
    (notifier, navigator) =>
      new MailFormPresenter<ContactFormValues>(
        contactSchema,
        contactMail,
        emptyContactForm,
        notifier,
        navigator,
      ),
    'transient',
  );
  provide(
    container,
    TOKENS.quoteFormPresenter,
    [TOKENS.notifier, TOKENS.navigator],
    (notifier, navigator) =>
      new MailFormPresenter<QuoteFormValues>(
        quoteSchema,
        quoteMail,
        emptyQuoteForm,
        notifier,
        navigator,
      ),
    'transient',
  );
}
