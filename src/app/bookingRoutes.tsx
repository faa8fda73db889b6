import type { RouteObject } from 'react-router-dom';
import { withSession } from '../views/auth/RequireSession';

/**
 * Routes of this feature, each a lazily loaded chunk; mounted under the layout by routes.tsx.
 * Both need a session (DESIGN.md): a visitor gets the login dialog first.
 */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'my-bookings',
    lazy: () =>
      import('../views/booking/MyBookingsPage').then((m) => ({
        Component: withSession(m.MyBookingsPage),
      })),
  },
  {
    path: 'my-bookings-info',
    lazy: () =>
      import('../views/booking/BookingDetailPage').then((m) => ({
        Component: withSession(m.BookingDetailPage),
      })),
  },
];
