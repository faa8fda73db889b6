import type { RouteObject } from 'react-router-dom';

/** Routes of this feature, each a lazily loaded chunk; mounted under the layout by routes.tsx. */
export const staticPageRoutes: RouteObject[] = [];
