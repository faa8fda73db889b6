import { describe, expect, it } from 'vitest';
import { pageAt } from '../../../src/app/AppRoutes';
import type { Page } from '../../../src/app/RoutePage';
import { ROUTES } from '../../../src/app/routes';

const Component = () => null;
const pages: Page[] = ROUTES.map((route) => ({ route, load: async () => Component, Component }));
const pathsOf = (path: string) => pageAt(pages, path)?.route.paths;

describe('pageAt (the page whose code the first render waits for, and hover prefetches)', () => {
  it('finds a fixed path', () => {
    expect(pathsOf('/cart')).toEqual(['/cart']);
  });

  it("finds a category's services by its base64 id", () => {
    expect(pathsOf('/service/MQ==')).toContain('/service/:categoryId');
  });

  it('gives the services without a category the same page as a category’s services', () => {
    expect(pageAt(pages, '/service')).toBe(pageAt(pages, '/service/MQ=='));
  });

  it('gives /home the home page', () => {
    expect(pageAt(pages, '/home')).toBe(pageAt(pages, '/'));
  });

  it('gives the not-found page for an unknown path', () => {
    expect(pathsOf('/no-such-page')).toEqual(['*']);
  });

  it('gives nothing when no page serves the path and there is no not-found page', () => {
    expect(pageAt(pages.slice(0, 2), '/cart')).toBeUndefined();
  });
});
