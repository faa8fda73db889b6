import type { RouteObject } from 'react-router-dom';
import { LoginDialogHost } from '../views/auth/LoginDialogHost';
import { Layout } from '../views/shell/Layout';
import { RouteErrorPage } from '../views/shell/RouteErrorPage';
import { bookingRoutes } from './bookingRoutes';
import { profileRoutes } from './profileRoutes';
import { staticPageRoutes } from './staticPageRoutes';
import { ToastHost } from './ToastHost';

/**
 * SPEC §2's routes. Every page is its own lazily loaded chunk; the layout around them is not.
 * Each route has an error boundary, so a page that breaks shows a way back instead of a white page.
 */
const servicesPage = () =>
  import('../views/catalog/ServicesPage').then((m) => ({ Component: m.ServicesPage }));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Layout>
        <ToastHost />
        <LoginDialogHost />
      </Layout>
    ),
    errorElement: <RouteErrorPage />,
    // Shown only while the first page's chunk loads, before the layout can draw.
    hydrateFallbackElement: <div className="boot" aria-busy="true" />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: () =>
              import('../views/catalog/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'home',
            lazy: () =>
              import('../views/catalog/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          { path: 'service', lazy: servicesPage },
          { path: 'service/:categoryId', lazy: servicesPage },
          {
            path: 'cart',
            lazy: () => import('../views/cart/CartPage').then((m) => ({ Component: m.CartPage })),
          },
          ...bookingRoutes,
          ...profileRoutes,
          ...staticPageRoutes,
          {
            path: '*',
            lazy: () =>
              import('../views/shell/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
