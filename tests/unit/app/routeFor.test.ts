import { describe, expect, it } from 'vitest';
import { routeFor } from '../../../src/app/AppRoutes';
import type { PageRoute } from '../../../src/app/pageRoutes';

const Page = () => null;
const route = (path: string): PageRoute => ({ path, load: async () => Page, Page });
// The shape of SPEC §2's table: fixed paths, a parameter, and the not-found route last.
const routes = ['/', '/home', '/service', '/service/:categoryId', '/cart', '*'].map(route);

describe('routeFor (the page whose code the first render waits for, and hover prefetches)', () => {
  it('finds a fixed path', () => {
    expect(routeFor(routes, '/cart')?.path).toBe('/cart');
  });

  it("finds a category's services by its base64 id", () => {
    expect(routeFor(routes, '/service/MQ==')?.path).toBe('/service/:categoryId');
  });

  it('tells the services without a category from a category’s services', () => {
    expect(routeFor(routes, '/service')?.path).toBe('/service');
  });

  it('gives the not-found route for an unknown path', () => {
    expect(routeFor(routes, '/no-such-page')?.path).toBe('*');
  });

  it('gives nothing when no route matches and there is no not-found route', () => {
    expect(routeFor(routes.slice(0, 2), '/cart')).toBeUndefined();
  });
});
