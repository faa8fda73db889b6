import { contactCopy } from './contactCopy';
import { observer } from 'mobx-react-lite';
import '../styles/static.css';
import clock from 'primeicons/raw-svg/clock.svg?paths';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { CallLink } from './CallLink';
import { ContactDetails } from './ContactDetails';
import { PhoneField, TextField } from '../shared/FormFields';
import { MailForm } from './MailForm';
import { PageHeader } from './PageHeader';
import { ContactFormPresenter } from '../../presenters/contact/ContactFormPresenter';

const copy = contactCopy;

/** /contact: how to reach us, and a message that opens in the visitor's mail app. */
export const ContactPage = observer(function ContactPage() {
  const presenter = usePresenter(ContactFormPresenter);
  return (
    <div className="static-page">
      <PageHeader title={messages.titles.contact} lead={copy.lead} />
      <div className="container section static-split">
        <section className="static-panel" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">{copy.detailsHeading}</h2>
          <ContactDetails withAddress />
          <p className="static-emergency">
            <Icon icon={clock} size={20} />
            <span>
              {copy.emergency} <CallLink />
            </span>
          </p>
        </section>
        <section className="static-panel">
          <h2 id="contact-form-heading">{copy.formHeading}</h2>
          <MailForm
            presenter={presenter}
            labelledBy="contact-form-heading"
            submitLabel={copy.submit}
          >
            <TextField name="name" copy={copy.fields.name} autoComplete="name" />
            <TextField name="email" copy={copy.fields.email} autoComplete="email" type="email" />
            <PhoneField name="mobile" copy={copy.fields.mobile} />
            <TextField name="subject" copy={copy.fields.subject} autoComplete="off" />
            <TextField name="message" copy={copy.fields.message} autoComplete="off" rows={5} />
          </MailForm>
        </section>
      </div>
    </div>
  );
});
