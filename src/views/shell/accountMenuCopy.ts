import { spoken } from '../../core/shared/language';

/** The account menu's words (ids `nav.…`, as the navbar's): loaded with the menu, once logged in. */
export const accountMenuCopy = spoken('nav', {
  accountMenu: 'Account menu',
  myProfile: 'My Profile',
  myBookings: 'My Bookings',
  logout: 'Logout',
} as const);
