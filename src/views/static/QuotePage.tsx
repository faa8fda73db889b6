import { quoteCopy } from './quoteCopy';
import { observer } from 'mobx-react-lite';
import '../styles/static.css';
import { messages } from '../../core/shared/messages';
import { areasServed, serviceCategories } from './siteCopy';
import { usePresenter } from '../ContainerContext';
import { PhoneField, SelectField, TextField } from '../shared/FormFields';
import { CallLink } from './CallLink';
import { HighlightList } from './HighlightList';
import { MailForm } from './MailForm';
import { PageHeader } from './PageHeader';
import { QuoteFormPresenter } from '../../presenters/contact/QuoteFormPresenter';

const copy = quoteCopy;

/** /quote: describe a job and get a price by e-mail before anyone visits. */
export const QuotePage = observer(function QuotePage() {
  const presenter = usePresenter(QuoteFormPresenter);
  return (
    <div className="static-page">
      <PageHeader title={messages.titles.quote} lead={copy.lead} />
      <div className="container section static-split static-split--form-first">
        <section className="static-panel">
          <h2 id="quote-form-heading">{copy.formHeading}</h2>
          <MailForm presenter={presenter} labelledBy="quote-form-heading" submitLabel={copy.submit}>
            <TextField name="name" copy={copy.fields.name} autoComplete="name" />
            <PhoneField name="mobile" copy={copy.fields.mobile} />
            <TextField name="email" copy={copy.fields.email} autoComplete="email" type="email" />
            <SelectField
              name="service"
              copy={copy.fields.service}
              placeholder={copy.servicePlaceholder}
              options={serviceCategories}
            />
            <TextField
              name="area"
              copy={copy.fields.area}
              autoComplete="address-level3"
              suggestions={areasServed}
            />
            <TextField name="details" copy={copy.fields.details} autoComplete="off" rows={5} />
          </MailForm>
        </section>
        <aside className="static-aside" aria-labelledby="quote-next-heading">
          <h2 id="quote-next-heading">{copy.nextHeading}</h2>
          <HighlightList items={copy.next} ordered variant="steps" />
          <div className="static-callout">
            <h2 className="static-callout__title">{copy.urgentHeading}</h2>
            <p>{copy.urgentBody}</p>
            <CallLink className="static-button" withIcon />
          </div>
        </aside>
      </div>
    </div>
  );
});
