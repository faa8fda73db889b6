import { quoteMail, quoteSchema, type QuoteFormValues } from '../../core/contact/contactForms';
import type { Notifier } from '../../core/shared/Notification';
import type { Navigator } from '../Navigator';
import { MailFormPresenter } from './MailFormPresenter';

const EMPTY: QuoteFormValues = {
  name: '',
  mobile: '',
  email: '',
  service: '',
  area: '',
  details: '',
};

/** The quote page's form: who, which service, where and what, sent by the visitor's mail app. */
export class QuoteFormPresenter extends MailFormPresenter<QuoteFormValues> {
  constructor(notifier: Notifier, navigator: Navigator) {
    super(quoteSchema, quoteMail, EMPTY, notifier, navigator);
  }
}
