import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/app/container';
import { routeAt } from '../../../src/app/AppRoutes';
import { ROUTES, addressOf } from '../../../src/app/routes';
import { links } from '../../../src/presenters/links';

describe('the route table', () => {
  it('serves every address of SPEC §2 once', () => {
    const paths = ROUTES.flatMap((route) => route.paths);

    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/home',
        '/service',
        '/service/:categoryId',
        '/cart',
        '/signup',
        '/my-bookings',
        '/my-bookings-info',
        '/about',
        '/feature',
        '/team',
        '/contact',
        '/quote',
        '/testimonial',
        '*',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves every address the app links to', () => {
    const served = new Set(ROUTES.flatMap((route) => route.paths));
    const addresses = Object.values(links).flatMap((link) =>
      typeof link === 'string' && !link.includes('#') ? [link.split('?')[0] ?? link] : [],
    );

    for (const address of addresses) expect(served, address).toContain(address);
  });

  it('asks for a session on My Bookings, a booking, its receipt and the profile only (DESIGN.md)', () => {
    const guarded = ROUTES.filter((route) => route.needsSession).flatMap((route) => route.paths);

    expect(guarded).toEqual(['/my-bookings', '/my-bookings-info', '/receipt', '/signup']);
  });

  it('draws only the shape of the pages whose first sight lives on the device', () => {
    const shapes = ROUTES.filter((route) => route.firstPaint === 'shape').flatMap(
      (route) => route.paths,
    );

    expect(shapes).toEqual(['/my-bookings', '/my-bookings-info', '/receipt', '/signup']);
  });

  it('draws the cart page from the cart the device stores', () => {
    const drawnFromTheCart = ROUTES.filter((route) => route.firstPaint === 'cart').flatMap(
      (route) => route.paths,
    );

    expect(drawnFromTheCart).toEqual(['/cart']);
  });

  it('names a feature of the composition root wherever a page has one', () => {
    for (const route of ROUTES)
      if (route.page.feature) expect(Object.keys(FEATURES)).toContain(route.page.feature);
  });

  it('opens every page at an address of its own, which the lists of every page visit', () => {
    for (const route of ROUTES) {
      const address = addressOf(route);
      const { pathname } = new URL(address, 'https://gharseva.in');

      expect(address, route.paths[0]).not.toMatch(/[:*]/);
      expect(routeAt(ROUTES, pathname), address).toBe(route);
    }
  });

  it('gives every page a title', () => {
    for (const route of ROUTES) expect(route.title().trim()).not.toBe('');
  });
});
