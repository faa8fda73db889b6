import { ContainerModule } from 'inversify';
import { ContactFormPresenter } from '../../presenters/contact/ContactFormPresenter';
import { QuoteFormPresenter } from '../../presenters/contact/QuoteFormPresenter';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/** The contact and quote forms (their rules need yup). */
export const contact = new ContainerModule(({ bind }) => {
  bindClass(bind, ContactFormPresenter, [TOKENS.notifier, TOKENS.navigator], 'transient');
  bindClass(bind, QuoteFormPresenter, [TOKENS.notifier, TOKENS.navigator], 'transient');
});
