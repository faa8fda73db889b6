import { describe, expect, it } from 'vitest';
import { hostingRecipes } from '../../../scripts/vite/hostingRecipes';
import { fileOf, rewrites } from '../../../scripts/vite/hostRewrites';
import { inlineScripts } from '../../../scripts/vite/inlineScripts';
import { pageLanguages } from '../../../scripts/vite/pageLanguages';
import {
  headersFile,
  paysThroughRazorpay,
  readHeadersFile,
  securityHeaders,
} from '../../../scripts/vite/securityHeaders';
import { ROUTES } from '../../../src/app/routes';
import { matches } from '../../../src/app/worker/pageRules';
import { LANGUAGES, PAGE_LANG, TRANSLATED } from '../../../src/core/shared/language';
import { inLanguage, LANGUAGE_BASE } from '../../../src/presenters/languageAddress';
import {
  apacheHost,
  cloudFrontHost,
  nginxHost,
  redirectsHost,
  type RecipeHost,
} from '../../support/recipeHosts';

const { page, cart } = await inlineScripts();
const EXAMPLE = securityHeaders({
  apiBaseUrl: 'https://api.gharseva.in/api/',
  inlineScripts: [page, cart],
});
const RULES = rewrites(ROUTES);
const recipes = hostingRecipes(EXAMPLE, RULES);
const file = (name: string): string => recipes[name] ?? '';
const HEADER_RULES = readHeadersFile(headersFile(EXAMPLE, pageLanguages(RULES)));
/**
 * The Content-Language values `_headers` gives an address, from every rule that holds it (a
 * host joins them), each once: `/hi` and `/hi/*` both hold `/hi/` for a host that reads a
 * pattern as the rewrites do (pageRules.ts), and only one of them for a host that does not.
 */
const headersLanguages = (address: string) => [
  ...new Set(
    HEADER_RULES.filter((rule) => matches(rule.path, address)).flatMap((rule) =>
      rule.headers['Content-Language'] ? [rule.headers['Content-Language']] : [],
    ),
  ),
];

const HOSTS: Record<string, RecipeHost> = {
  '_redirects and _headers': redirectsHost(
    RULES,
    (address) => headersLanguages(address).join(', ') || undefined,
  ),
  nginx: nginxHost(file('nginx.conf')),
  Apache: apacheHost(file('apache.htaccess')),
  'CloudFront and S3': cloudFrontHost(
    file('cloudfront-function.js'),
    new Set(RULES.map((rule) => rule.to)),
  ),
};
const NOT_FOUND = ROUTES.find((route) => route.paths.includes('*'));
/** Each page's addresses in `language`, a parameter filled in, and the page's file. */
const addressesIn = (language: (typeof LANGUAGES)[number]) =>
  ROUTES.filter((route) => route !== NOT_FOUND).flatMap((route) =>
    route.paths
      .map((path) => inLanguage(path.replace(/:[^/]+$/, 'MQ=='), language))
      .concat(route.paths.includes('/') ? [LANGUAGE_BASE[language] || '/'] : [])
      .map((address) => ({ address, file: `/${fileOf(route, language)}` })),
  );

describe('the hosting recipes', () => {
  it.each(['nginx.conf', 'apache.htaccess'] as const)(
    '%s sends every header of _headers, with its value',
    (name) => {
      for (const [header, value] of Object.entries(EXAMPLE))
        expect(file(name)).toContain(`${header} "${value}"`);
    },
  );

  it('the CloudFront policy sends every header of _headers', () => {
    const policy = file('cloudfront-headers-policy.json');
    const config = JSON.parse(policy) as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    const security = config.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy?.ContentSecurityPolicy).toBe(
      EXAMPLE['Content-Security-Policy'],
    );
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31536000,
      IncludeSubdomains: true,
    });
    expect(security.ReferrerPolicy?.ReferrerPolicy).toBe(EXAMPLE['Referrer-Policy']);
    expect(security.FrameOptions?.FrameOption).toBe(EXAMPLE['X-Frame-Options']);
    expect(config.CustomHeadersConfig.Items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Header: 'Cross-Origin-Opener-Policy', Value: 'same-origin' }),
        expect.objectContaining({ Header: 'Permissions-Policy' }),
      ]),
    );
  });
});

describe.each(Object.entries(HOSTS))("each language's addresses, served by %s", (_host, serve) => {
  it.each(LANGUAGES)('open their pages in %s (home with and without its slash)', (language) => {
    for (const { address, file: page } of addressesIn(language))
      expect(serve(address), address).toEqual({
        file: page,
        status: 200,
        language: PAGE_LANG[language],
      });
  });

  it.each(TRANSLATED)(
    "answer an unknown address in %s with that language's not-found page, status 404",
    (language) => {
      expect(serve(`${LANGUAGE_BASE[language]}/nothing`)).toEqual({
        file: `/${fileOf(NOT_FOUND ?? { paths: ['*'] }, language)}`,
        status: 404,
        language: PAGE_LANG[language],
      });
    },
  );

  it("answer an unknown English address with the site's not-found page, status 404 (no Content-Language: its rule holds every address)", () => {
    for (const address of ['/nothing', '/tea', '/hindi/cart'])
      expect(serve(address), address).toEqual({ file: '/404.html', status: 404 });
  });
});

describe('the hosts', () => {
  it('give no address two languages in _headers, whose host joins the values of every rule that holds it', () => {
    for (const language of LANGUAGES)
      for (const { address } of addressesIn(language))
        expect(headersLanguages(address), address).toEqual([PAGE_LANG[language]]);
  });

  it('serve a page file asked by its name as it is (the service worker precaches them so)', () => {
    for (const name of ['/te/cart.html', '/te/404.html', '/hi/index.html'])
      expect(HOSTS['CloudFront and S3']?.(name)).toEqual({ file: name, status: 200 });
  });

  it("fit CloudFront's 10 KB limit for a function", () => {
    expect(new TextEncoder().encode(file('cloudfront-function.js')).length).toBeLessThan(10_240);
  });
});

describe('the security headers', () => {
  it('make browsers use HTTPS for a year and keep the window to itself', () => {
    expect(EXAMPLE['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(EXAMPLE['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it("let images come from this site, data: URIs and the API's origin only", () => {
    expect(EXAMPLE['Content-Security-Policy']).toContain(
      "img-src 'self' data: https://api.gharseva.in;",
    );
  });

  it('let images come from the origins the build names instead', () => {
    const headers = securityHeaders({
      apiBaseUrl: 'https://api.gharseva.in/api/',
      inlineScripts: [],
      imageOrigins: 'https://images.example-cdn.in, https://cdn2.example.in/',
    });

    expect(headers['Content-Security-Policy']).toContain(
      "img-src 'self' data: https://images.example-cdn.in https://cdn2.example.in;",
    );
  });

  it('let the field measurements reach their endpoint, and no other origin', () => {
    const headers = securityHeaders({
      apiBaseUrl: 'https://api.gharseva.in/api/',
      inlineScripts: [],
      vitalsUrl: 'https://rum.gharseva.in/vitals',
    });

    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.gharseva.in https://rum.gharseva.in;",
    );
  });

  it('stop the build when an image origin is not an origin', () => {
    expect(() =>
      securityHeaders({ imageOrigins: 'javascript:alert(1)', inlineScripts: [] }),
    ).toThrow(/VITE_IMAGE_ORIGINS/);
  });
});

describe('the security headers of a build that pays online', () => {
  const PAYING = securityHeaders({
    apiBaseUrl: 'https://api.gharseva.in/api/',
    inlineScripts: [],
    payments: true,
  });
  const directive = (headers: Record<string, string>, name: string) =>
    (headers['Content-Security-Policy'] ?? '')
      .split('; ')
      .find((each) => each.startsWith(`${name} `));

  it("let Razorpay's checkout run, frame, call its API and show its logos", () => {
    expect(directive(PAYING, 'script-src')).toBe(
      "script-src 'self' https://checkout.razorpay.com https://cdn.razorpay.com",
    );
    expect(directive(PAYING, 'frame-src')).toBe(
      "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    );
    expect(directive(PAYING, 'connect-src')).toBe(
      "connect-src 'self' https://api.gharseva.in https://api.razorpay.com https://lumberjack.razorpay.com",
    );
    expect(directive(PAYING, 'img-src')).toBe(
      "img-src 'self' data: https://api.gharseva.in https://cdn.razorpay.com",
    );
  });

  it("keep the checkout's windows in touch with the page, and let its frame ask for a payment", () => {
    expect(PAYING['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(PAYING['Permissions-Policy']).toContain('payment=(self "https://api.razorpay.com")');
  });

  it('and a build without payments stays as strict as before: no Razorpay, no frames', () => {
    const strict = securityHeaders({
      apiBaseUrl: 'https://api.gharseva.in/api/',
      inlineScripts: [],
    });

    expect(strict['Content-Security-Policy']).not.toContain('razorpay');
    expect(directive(strict, 'frame-src')).toBeUndefined();
    expect(directive(strict, 'script-src')).toBe("script-src 'self'");
    expect(strict['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(strict['Permissions-Policy']).toContain('payment=()');
  });

  it('are what every hosting recipe sends', () => {
    const recipesPaying = hostingRecipes(PAYING, rewrites(ROUTES));
    for (const name of ['nginx.conf', 'apache.htaccess'])
      expect(recipesPaying[name]).toContain(
        `Content-Security-Policy "${PAYING['Content-Security-Policy']}"`,
      );
    expect(recipesPaying['cloudfront-headers-policy.json']).toContain(
      'https://checkout.razorpay.com',
    );
  });

  it('come only with an HTTP build whose extensions name payments', () => {
    const api = 'https://api.gharseva.in/api/';
    expect(
      paysThroughRazorpay({ VITE_API_BASE_URL: api, VITE_API_EXTENSIONS: 'session, payments' }),
    ).toBe(true);
    expect(
      paysThroughRazorpay({ VITE_API_BASE_URL: api, VITE_API_EXTENSIONS: 'session,slots' }),
    ).toBe(false);
    expect(paysThroughRazorpay({ VITE_API_BASE_URL: api })).toBe(false);
    // The demo pays through its own sheet.
    expect(paysThroughRazorpay({ VITE_API_EXTENSIONS: 'session,payments' })).toBe(false);
  });
});
