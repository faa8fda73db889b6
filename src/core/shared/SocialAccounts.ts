/** The networks the footer and the navbar can link to, each with the hosts its pages live on. */
export const SOCIAL_NETWORKS = {
  facebook: { name: 'Facebook', hosts: ['facebook.com'] },
  x: { name: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  instagram: { name: 'Instagram', hosts: ['instagram.com'] },
  youtube: { name: 'YouTube', hosts: ['youtube.com'] },
  linkedin: { name: 'LinkedIn', hosts: ['linkedin.com'] },
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export const SOCIAL_NETWORK_KEYS = Object.keys(SOCIAL_NETWORKS) as readonly SocialNetwork[];

/** Our page on one network. */
export interface SocialAccount {
  readonly network: SocialNetwork;
  /** The network's name, 'Instagram': the link's accessible name (brands are not translated). */
  readonly name: string;
  readonly href: string;
}

/**
 * Whether `address` can be our page on `network`: an https address on the network's host (or
 * one of its subdomains, www. or m.), with a path, so never the network's bare home page.
 */
export function isAccountAddress(network: SocialNetwork, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const hosts: readonly string[] = SOCIAL_NETWORKS[network].hosts;
  const host = url.hostname.toLowerCase();
  const onHost = hosts.some((each) => host === each || host.endsWith(`.${each}`));
  return (
    url.protocol === 'https:' &&
    onHost &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.replace(/\/+$/u, '') !== ''
  );
}

/**
 * Our pages on social networks, as a deployment sets them (README, "Modes and configuration"):
 * none unless set, so the app never links to a network's home page or to someone else's page.
 */
export class SocialAccounts {
  constructor(readonly accounts: readonly SocialAccount[]) {}
}
