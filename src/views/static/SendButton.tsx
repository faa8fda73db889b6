import { observer } from 'mobx-react-lite';
import send from 'primeicons/raw-svg/send.svg?paths';
import { useId } from 'react';
import { company } from '../../core/shared/company';
import { siteCopy } from './siteCopy';
import { Button } from '../shared/Button';

interface SendButtonProps {
  readonly label: string;
  /** Kept disabled until every field is valid. */
  readonly disabled: boolean;
}

/** The submit button of a mail form, with the note that says it opens the visitor's mail app. */
export const SendButton = observer(function SendButton({ label, disabled }: SendButtonProps) {
  const noteId = useId();
  return (
    <div className="static-form__actions">
      <Button
        type="submit"
        label={label}
        icon={send}
        disabled={disabled}
        aria-describedby={noteId}
        className="static-form__submit"
      />
      <p id={noteId} className="static-form__note">
        {siteCopy.form.mailNote(company.email)}
      </p>
    </div>
  );
});
