import { observer } from 'mobx-react-lite';
import { PolicyPages } from '../../presenters/policies/PolicyPages';
import { usePresenter } from '../ContainerContext';
import { PolicyPage } from './PolicyPage';

/** /cancellation-policy: Cancellation and refunds: when she can cancel, what it costs, how money comes back. */
export const CancellationPolicyPage = observer(function CancellationPolicyPage() {
  return <PolicyPage page={usePresenter(PolicyPages).cancellation} />;
});
