import { describe, expect, it } from 'vitest';
import { patternAt, routeAt } from '../../../src/app/AppRoutes';
import { ROUTES } from '../../../src/app/routes';

const pathsOf = (path: string) => routeAt(ROUTES, path)?.paths;

describe('routeAt (the page whose code the first render waits for, and hover prefetches)', () => {
  it('finds a fixed path', () => {
    expect(pathsOf('/cart')).toEqual(['/cart']);
  });

  it("finds a category's services by its base64 id", () => {
    expect(pathsOf('/service/MQ==')).toContain('/service/:categoryId');
  });

  it('gives the services without a category the same page as a category’s services', () => {
    expect(routeAt(ROUTES, '/service')).toBe(routeAt(ROUTES, '/service/MQ=='));
  });

  it('gives /home the home page', () => {
    expect(routeAt(ROUTES, '/home')).toBe(routeAt(ROUTES, '/'));
  });

  it('gives the not-found page for an unknown path', () => {
    expect(pathsOf('/no-such-page')).toEqual(['*']);
  });

  it('gives nothing when no page serves the path and there is no not-found page', () => {
    expect(routeAt(ROUTES.slice(0, 2), '/cart')).toBeUndefined();
  });
});

describe('patternAt (the route a field measurement names)', () => {
  it("names a category's services by its pattern, never by the category's id", () => {
    expect(patternAt(ROUTES, '/service/MQ==')).toBe('/service/:categoryId');
  });

  it('names an unknown address by the not-found pattern', () => {
    expect(patternAt(ROUTES, '/no-such-page')).toBe('*');
  });
});
