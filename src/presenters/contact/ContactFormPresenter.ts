import {
  contactMail,
  contactSchema,
  type ContactFormValues,
} from '../../core/contact/contactForms';
import type { Notifier } from '../../core/shared/Notification';
import type { Navigator } from '../Navigator';
import { MailFormPresenter } from './MailFormPresenter';

const EMPTY: ContactFormValues = { name: '', email: '', mobile: '', subject: '', message: '' };

/** The contact page's form: name, e-mail, mobile, subject and message, sent by the visitor's mail app. */
export class ContactFormPresenter extends MailFormPresenter<ContactFormValues> {
  constructor(notifier: Notifier, navigator: Navigator) {
    super(contactSchema, contactMail, EMPTY, notifier, navigator);
  }
}
