import { describe, expect, it } from 'vitest';
import { findablePages, robots, sitemap } from '../../../scripts/vite/sitemap';
import { ROUTES } from '../../../src/app/routes';
import { links } from '../../../src/presenters/links';

describe('the sitemap', () => {
  it("lists every page a visitor sees without logging in, not a customer's own pages nor the not-found page", () => {
    const pages = findablePages(ROUTES);

    expect(pages).toContain(links.root);
    expect(pages).toContain(links.services);
    expect(pages).toContain(links.cart);
    expect(pages).toContain(links.privacy);
    expect(pages).not.toContain(links.myBookings);
    expect(pages).not.toContain(links.profile);
    expect(pages.some((page) => page.includes('*') || page.includes(':'))).toBe(false);
  });

  it('gives each page at its address in every language, with the others and English as x-default beside it', () => {
    const xml = sitemap(ROUTES, 'https://gharseva.in');
    const entry = xml
      .split('<url>')
      .find((each) => each.includes('<loc>https://gharseva.in/te/cart</loc>'));

    expect(xml.match(/<loc>/g)).toHaveLength(findablePages(ROUTES).length * 3);
    expect(entry).toContain('hreflang="en-IN" href="https://gharseva.in/cart"');
    expect(entry).toContain('hreflang="hi-IN" href="https://gharseva.in/hi/cart"');
    expect(entry).toContain('hreflang="te-IN" href="https://gharseva.in/te/cart"');
    expect(entry).toContain('hreflang="x-default" href="https://gharseva.in/cart"');
    expect(xml).toContain('<loc>https://gharseva.in/te</loc>');
  });

  it('is named in robots.txt', () => {
    expect(robots('https://gharseva.in')).toContain('Sitemap: https://gharseva.in/sitemap.xml');
  });
});
