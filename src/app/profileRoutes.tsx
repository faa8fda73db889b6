import type { RouteObject } from 'react-router-dom';
import { withSession } from '../views/auth/RequireSession';

/**
 * Routes of this feature, each a lazily loaded chunk; mounted under the layout by routes.tsx.
 * The profile needs a session (DESIGN.md): a visitor gets the login dialog first.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: 'signup',
    lazy: () =>
      import('../views/profile/ProfilePage').then((m) => ({
        Component: withSession(m.ProfilePage),
      })),
  },
];
