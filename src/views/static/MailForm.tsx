import type { ReactNode } from 'react';
import { useValidateInLanguage } from '../shared/useValidateInLanguage';
import { Form } from 'react-final-form';
import type { MailFormPresenter } from '../../presenters/contact/MailFormPresenter';
import { SendButton } from './SendButton';

interface MailFormProps<Values extends object> {
  readonly presenter: MailFormPresenter<Values>;
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
  readonly submitLabel: string;
  /** The form's fields, in order. */
  readonly children: ReactNode;
}

/** The contact and quote forms: the presenter's rules, the fields, and Send kept disabled until all are valid. */
export function MailForm<Values extends object>({
  presenter,
  labelledBy,
  submitLabel,
  children,
}: MailFormProps<Values>) {
  // Its page, an observer, draws it again when the language changes.
  const validate = useValidateInLanguage(presenter.validate);
  return (
    <Form<Values>
      initialValues={presenter.viewModel.initialValues}
      validate={validate}
      onSubmit={presenter.submit}
      subscription={{ invalid: true }}
      render={({ handleSubmit, invalid }) => (
        <form
          className="static-form"
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {children}
          <SendButton label={submitLabel} disabled={invalid !== false} />
        </form>
      )}
    />
  );
}
