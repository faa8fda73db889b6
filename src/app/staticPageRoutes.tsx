import type { RouteObject } from 'react-router-dom';

/**
 * The static pages of SPEC §2 (about, features, team, testimonials, contact, quote), each a lazily
 * loaded chunk; mounted under the layout by routes.tsx.
 */
export const staticPageRoutes: RouteObject[] = [
  {
    path: 'about',
    lazy: () => import('../views/static/AboutPage').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'feature',
    lazy: () => import('../views/static/FeaturesPage').then((m) => ({ Component: m.FeaturesPage })),
  },
  {
    path: 'team',
    lazy: () => import('../views/static/TeamPage').then((m) => ({ Component: m.TeamPage })),
  },
  {
    path: 'testimonial',
    lazy: () =>
      import('../views/static/TestimonialsPage').then((m) => ({ Component: m.TestimonialsPage })),
  },
  {
    path: 'contact',
    lazy: () => import('../views/static/ContactPage').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'quote',
    lazy: () => import('../views/static/QuotePage').then((m) => ({ Component: m.QuotePage })),
  },
];
