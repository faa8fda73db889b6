import { observer } from 'mobx-react-lite';
import facebook from 'primeicons/raw-svg/facebook.svg?paths';
import instagram from 'primeicons/raw-svg/instagram.svg?paths';
import linkedin from 'primeicons/raw-svg/linkedin.svg?paths';
import twitter from 'primeicons/raw-svg/twitter.svg?paths';
import youtube from 'primeicons/raw-svg/youtube.svg?paths';
import { SocialAccounts, type SocialNetwork } from '../../core/shared/SocialAccounts';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';

const icons: Record<SocialNetwork, typeof facebook> = {
  facebook,
  x: twitter,
  instagram,
  youtube,
  linkedin,
};

/** Our pages on social networks, as the deployment sets them; nothing when it sets none. */
export const SocialLinks = observer(function SocialLinks({
  className,
}: {
  readonly className?: string;
}) {
  const { accounts } = usePresenter(SocialAccounts);
  if (accounts.length === 0) return null;
  return (
    <ul className={`social-links ${className ?? ''}`} aria-label={messages.nav.social}>
      {accounts.map((account) => (
        <li key={account.network}>
          <a
            className="icon-button"
            href={account.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={account.name}
          >
            <Icon icon={icons[account.network]} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
});
