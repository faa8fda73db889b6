import { observer } from 'mobx-react-lite';
import { PolicyPages } from '../../presenters/policies/PolicyPages';
import { usePresenter } from '../ContainerContext';
import { PolicyPage } from './PolicyPage';

/** /terms: the terms of service. */
export const TermsPage = observer(function TermsPage() {
  return <PolicyPage page={usePresenter(PolicyPages).termsOfService} />;
});
