import { observer } from 'mobx-react-lite';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import { SupportLine } from '../../core/shared/SupportLine';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { siteCopy } from './siteCopy';

/** "Call +91 40 4567 8900": dials the deployment's support number. */
export const CallLink = observer(function CallLink({
  className,
  withIcon = false,
}: {
  readonly className?: string;
  readonly withIcon?: boolean;
}) {
  const support = usePresenter(SupportLine);
  return (
    <a className={className} href={support.callHref}>
      {withIcon && <Icon icon={phone} size={18} />}
      {siteCopy.callCta(support.phoneDisplay)}
    </a>
  );
});
