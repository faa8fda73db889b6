import { makeAutoObservable } from 'mobx';
import { formErrors } from '../../core/shared/formErrors';
import type { ObjectSchema } from 'yup';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { Navigator } from '../Navigator';

/**
 * The contact and quote forms (DESIGN.md): they validate, then open the visitor's mail client
 * with the message written out, since there is no API to send them to.
 */
export class MailFormPresenter<Values extends object> {
  constructor(
    private readonly schema: ObjectSchema<Values>,
    private readonly toMailto: (values: Values) => string,
    readonly initialValues: Values,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable<MailFormPresenter<Values>, 'schema' | 'toMailto' | 'notifier' | 'navigator'>(
      this,
      { schema: false, toMailto: false, notifier: false, navigator: false, initialValues: false },
      { autoBind: true },
    );
  }

  validate(values: Values): Partial<Record<keyof Values, string>> {
    return formErrors(this.schema, { ...this.initialValues, ...values });
  }

  submit(values: Values): void {
    const complete = { ...this.initialValues, ...values };
    if (Object.keys(this.validate(complete)).length > 0) return;
    this.navigator.openExternal(this.toMailto(complete));
    this.notifier.notify(notification('info', messages.contact.mailOpened));
  }
}
