import { spoken } from '../../core/shared/language';

/** The page for an address the app does not serve; loaded with it, not with every page. */
export const notFoundCopy = spoken('notFound', {
  title: 'Page not found',
  body: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
} as const);
