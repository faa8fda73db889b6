import { contactMessages } from '../../core/contact/contactMessages';
import type { ObjectSchema } from 'yup';
import { formErrors } from '../../core/shared/formErrors';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { Navigator } from '../Navigator';

/**
 * The contact and quote forms (DESIGN.md): they validate, then open the visitor's mail client
 * with the message written out, since there is no API to send them to. The form holds what is
 * typed (react-final-form); this holds the rules and what Send does. Its methods are bound, so the
 * form can call them as they are.
 */
export class MailFormPresenter<Values extends object> {
  constructor(
    private readonly schema: ObjectSchema<Values>,
    private readonly toMailto: (values: Values) => string,
    private readonly initialValues: Values,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  /** What the form starts with: every field empty. */
  get viewModel(): { readonly initialValues: Values } {
    return { initialValues: this.initialValues };
  }

  readonly validate = (values: Values): Partial<Record<keyof Values, string>> =>
    formErrors(this.schema, { ...this.initialValues, ...values });

  readonly submit = (values: Values): void => {
    const complete = { ...this.initialValues, ...values };
    if (Object.keys(this.validate(complete)).length > 0) return;
    this.navigator.openExternal(this.toMailto(complete));
    this.notifier.notify(notification('info', contactMessages.mailOpened));
  };
}
