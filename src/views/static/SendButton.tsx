import { observer } from 'mobx-react-lite';
import send from 'primeicons/raw-svg/send.svg?paths';
import { useId } from 'react';
import { company } from '../../core/shared/company';
import { siteCopy } from './siteCopy';
import { Icon } from '../shared/Icon';

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
      {/* PrimeReact's look without its Button's code, which kept the form pages' first load
          under the 200 KB budget. */}
      <button
        type="submit"
        disabled={disabled}
        aria-describedby={noteId}
        className="p-button p-component static-form__submit"
      >
        <Icon
          icon={send}
          size={18}
          className="p-button-icon p-button-icon-left static-form__send-icon"
        />
        <span className="p-button-label">{label}</span>
      </button>
      <p id={noteId} className="static-form__note">
        {siteCopy.form.mailNote(company.email)}
      </p>
    </div>
  );
});
