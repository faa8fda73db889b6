import facebook from 'primeicons/raw-svg/facebook.svg?paths';
import instagram from 'primeicons/raw-svg/instagram.svg?paths';
import linkedin from 'primeicons/raw-svg/linkedin.svg?paths';
import twitter from 'primeicons/raw-svg/twitter.svg?paths';
import youtube from 'primeicons/raw-svg/youtube.svg?paths';
import type { SocialNetwork } from '../../core/shared/SocialAccounts';
import { Icon } from '../shared/Icon';

const icons: Record<SocialNetwork, typeof facebook> = {
  facebook,
  x: twitter,
  instagram,
  youtube,
  linkedin,
};

/** A network's logo: a chunk of its own, downloaded only by a deployment that links to one. */
export function SocialGlyph({ network }: { readonly network: SocialNetwork }) {
  return <Icon icon={icons[network]} size={18} />;
}
