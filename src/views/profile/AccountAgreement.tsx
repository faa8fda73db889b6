import { observer } from 'mobx-react-lite';
import { accountAgreement } from '../../presenters/policies/accountAgreement';
import { NewTabLink } from '../policies/PolicyLink';

/**
 * Create Account's agreement: the terms and the privacy notice as links, opened in a new tab so
 * what she typed stays in the form.
 */
export const AccountAgreement = observer(function AccountAgreement() {
  const agreement = accountAgreement();
  return (
    <p className="account-agreement">
      {agreement.parts.map((part, index) =>
        'text' in part ? (
          <span key={index}>{part.text}</span>
        ) : (
          <NewTabLink key={index} label={part.label} href={part.href} newTab={agreement.newTab} />
        ),
      )}
    </p>
  );
});
