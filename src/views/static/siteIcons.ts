import calendar from 'primeicons/raw-svg/calendar.svg?paths';
import clock from 'primeicons/raw-svg/clock.svg?paths';
import comments from 'primeicons/raw-svg/comments.svg?paths';
import envelope from 'primeicons/raw-svg/envelope.svg?paths';
import home from 'primeicons/raw-svg/home.svg?paths';
import idCard from 'primeicons/raw-svg/id-card.svg?paths';
import rupee from 'primeicons/raw-svg/indian-rupee.svg?paths';
import mapMarker from 'primeicons/raw-svg/map-marker.svg?paths';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import search from 'primeicons/raw-svg/search.svg?paths';
import send from 'primeicons/raw-svg/send.svg?paths';
import shield from 'primeicons/raw-svg/shield.svg?paths';
import users from 'primeicons/raw-svg/users.svg?paths';
import verified from 'primeicons/raw-svg/verified.svg?paths';
import wrench from 'primeicons/raw-svg/wrench.svg?paths';
import type { SiteIcon } from './siteCopy';
import type { IconData } from '../shared/Icon';

/** The PrimeIcon drawn for each icon the site copy names. */
export const siteIcons: Record<SiteIcon, IconData> = {
  verified,
  rupee,
  clock,
  shield,
  mapMarker,
  calendar,
  wrench,
  users,
  comments,
  phone,
  envelope,
  send,
  idCard,
  search,
  home,
};
