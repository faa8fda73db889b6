import { observer } from 'mobx-react-lite';
import facebook from 'primeicons/raw-svg/facebook.svg?paths';
import instagram from 'primeicons/raw-svg/instagram.svg?paths';
import linkedin from 'primeicons/raw-svg/linkedin.svg?paths';
import twitter from 'primeicons/raw-svg/twitter.svg?paths';
import youtube from 'primeicons/raw-svg/youtube.svg?paths';
import { messages } from '../../core/shared/messages';
import { Icon } from '../shared/Icon';

const socials = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: facebook },
  { name: 'X (Twitter)', href: 'https://x.com/', icon: twitter },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: instagram },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: youtube },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: linkedin },
];

export const SocialLinks = observer(function SocialLinks({
  className,
}: {
  readonly className?: string;
}) {
  return (
    <ul className={`social-links ${className ?? ''}`} aria-label={messages.nav.social}>
      {socials.map((social) => (
        <li key={social.name}>
          <a
            className="icon-button"
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={social.name}
          >
            <Icon icon={social.icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
});
