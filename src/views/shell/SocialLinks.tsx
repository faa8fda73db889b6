import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { SocialAccounts } from '../../core/shared/SocialAccounts';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { late } from '../shared/late';

// The logos' paths stay out of the first download: most deployments (and the demo) set none.
const SocialGlyph = late(() => import('./SocialGlyph').then((m) => m.SocialGlyph));

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
          {/* The link's box is the icon button's: nothing moves when its logo arrives. */}
          <a
            className="icon-button"
            href={account.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={account.name}
          >
            <Suspense fallback={null}>
              <SocialGlyph.View network={account.network} />
            </Suspense>
          </a>
        </li>
      ))}
    </ul>
  );
});
