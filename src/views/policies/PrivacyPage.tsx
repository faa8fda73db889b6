import { observer } from 'mobx-react-lite';
import { PolicyPages } from '../../presenters/policies/PolicyPages';
import { usePresenter } from '../ContainerContext';
import { PolicyPage } from './PolicyPage';

/** /privacy: the privacy notice the DPDP Act 2023 asks of a data fiduciary. */
export const PrivacyPage = observer(function PrivacyPage() {
  return <PolicyPage page={usePresenter(PolicyPages).privacy} />;
});
