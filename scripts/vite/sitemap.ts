import type { AppRoute } from '../../src/app/routes.ts';
import { LANGUAGES, PAGE_LANG } from '../../src/core/shared/language.ts';
import { inLanguage } from '../../src/presenters/languageAddress.ts';

/**
 * The pages search engines should find, from the route table: every page a visitor sees without
 * logging in, at its address in every language (not a customer's own pages, which ask her to log
 * in first and say `noindex`, nor the not-found page).
 */
export function findablePages(
  routes: readonly Pick<AppRoute, 'paths' | 'needsSession'>[],
): string[] {
  return routes.flatMap((route) => {
    const address = route.paths.find((path) => path !== '*' && !path.includes(':'));
    return address === undefined || route.needsSession ? [] : [address];
  });
}

/**
 * `sitemap.xml`: each findable page in each language, with its other languages beside it as the
 * sitemap protocol's hreflang alternates (each page's HTML names them too).
 */
export function sitemap(
  routes: readonly Pick<AppRoute, 'paths' | 'needsSession'>[],
  siteOrigin: string,
): string {
  const at = (address: string, language: (typeof LANGUAGES)[number]) =>
    xml(`${siteOrigin}${inLanguage(address, language)}`);
  const entries = findablePages(routes).flatMap((address) =>
    LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${at(address, language)}</loc>`,
        ...LANGUAGES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${PAGE_LANG[other]}" href="${at(address, other)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${at(address, 'en')}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled, and where the sitemap is. */
export function robots(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`;
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
