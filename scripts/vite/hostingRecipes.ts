import type { PageRule as Rule } from '../../src/app/worker/pageRules.ts';
import { pageLanguageOf, pageLanguages, type PageLanguage } from './pageLanguages.ts';

/** Where the build writes the recipes, beside `_headers` and `_redirects`. */
export const HOSTING_DIR = 'hosting';

/**
 * How to serve the build on hosts that read neither `_headers` nor `_redirects`: nginx, Apache,
 * and S3 behind CloudFront. Written from the same headers and rewrites as those two files, so a
 * recipe cannot drift from what the build needs. File name → its text.
 */
export function hostingRecipes(
  headers: Readonly<Record<string, string>>,
  rules: readonly Rule[],
): Record<string, string> {
  const languages = pageLanguages(rules);
  return {
    'nginx.conf': nginx(headers, rules, languages),
    'apache.htaccess': apache(headers, rules, languages),
    'cloudfront-headers-policy.json': cloudFrontPolicy(headers),
    'cloudfront-function.js': cloudFrontFunction(rules),
  };
}

const pages = (rules: readonly Rule[]) => rules.filter((rule) => rule.status === 200);
/** Each language's not-found rule, most specific first (`/te/*`, …, `/*`), as rewrites() orders them. */
const notFound = (rules: readonly Rule[]) => rules.filter((rule) => rule.status === 404);
const isUnder = (from: string) => from.endsWith('/*');
const prefixOf = (from: string) => from.slice(0, -1);
/** The whole site's not-found rule (`/*`), which the others are carved out of. */
const isSite = (rule: Rule) => rule.from === '/*';

/**
 * A regular expression (PCRE and JavaScript alike) for the addresses of `froms` at the start of
 * what it is matched against, each followed by `end` (what may follow an address): an exact one
 * with or without a slash at its end, one of `…/*` anything under it.
 */
function addressesPattern(froms: readonly string[], end: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const exact = froms
    .filter((from) => !isUnder(from))
    .map((from) => escape(from.replace(/\/$/, '')));
  const under = froms.filter(isUnder).map((from) => escape(prefixOf(from)));
  return [...(exact.length > 0 ? [`(?:${exact.join('|')})/?${end}`] : []), ...under].join('|');
}

/** `languages`, grouped: each language tag and the addresses of its pages. */
function byLanguage(languages: readonly PageLanguage[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const { from, language } of languages)
    groups.set(language, [...(groups.get(language) ?? []), from]);
  return [...groups];
}

function nginx(
  headers: Readonly<Record<string, string>>,
  rules: readonly Rule[],
  languages: readonly PageLanguage[],
): string {
  const lines = [
    '# In the server block. `always` adds them to error pages too; an add_header inside a',
    "# location replaces all inherited ones, so none is used there: each language's pages get",
    '# their Content-Language from a variable set here by the address asked ($request_uri, which',
    '# no rewrite changes). An empty value sends no header.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    'set $page_language "";',
    ...byLanguage(languages).map(
      ([language, froms]) =>
        `if ($request_uri ~ "^(?:${addressesPattern(froms, '(?:[?]|$)')})") { set $page_language "${language}"; }`,
    ),
    'add_header Content-Language $page_language always;',
    '',
    ...pages(rules).map((rule) =>
      isUnder(rule.from)
        ? `location ^~ ${prefixOf(rule.from)} { try_files $uri ${rule.to}; }`
        : `location = ${rule.from} { try_files ${rule.to} =404; }`,
    ),
    "# Each language's not-found page, with status 404. An address with a slash at its end is",
    "# the same address (`/te/` is Telugu's home).",
    ...notFound(rules).map((rule) =>
      [
        isSite(rule) ? 'location / {' : `location ^~ ${prefixOf(rule.from)} {`,
        `error_page 404 ${rule.to};`,
        'rewrite ^(/.+)/$ $1 last;',
        'try_files $uri =404; }',
      ].join(' '),
    ),
  ];
  return `${lines.join('\n')}\n`;
}

function apache(
  headers: Readonly<Record<string, string>>,
  rules: readonly Rule[],
  languages: readonly PageLanguage[],
): string {
  // The request line as the visitor sent it (`GET /te/nothing HTTP/2.0`): a rewrite changes
  // REQUEST_URI to the page's file.
  const asked = (froms: readonly string[]) =>
    `<If "%{THE_REQUEST} =~ m#^[A-Z]+ (?:${addressesPattern(froms, '[ ?]')})#">`;
  const lines = [
    '# mod_headers and mod_rewrite, in the virtual host or .htaccess.',
    ...Object.entries(headers).map(([name, value]) => `Header always set ${name} "${value}"`),
    'RewriteEngine On',
    ...pages(rules).map((rule) => {
      const path = rule.from.replace(/^\//, '');
      const pattern = isUnder(rule.from)
        ? `^/?${prefixOf(path)}.*$`
        : path
          ? `^/?${path}/?$`
          : '^/?$';
      return `RewriteRule ${pattern} ${rule.to} [L]`;
    }),
    "# Each language's not-found page, with status 404, and its pages' language.",
    ...notFound(rules)
      .filter(isSite)
      .map((rule) => `ErrorDocument 404 ${rule.to}`),
    ...notFound(rules)
      .filter((rule) => !isSite(rule))
      .flatMap((rule) => [asked([rule.from]), `  ErrorDocument 404 ${rule.to}`, '</If>']),
    ...byLanguage(languages).flatMap(([language, froms]) => [
      asked(froms),
      `  Header always set Content-Language "${language}"`,
      '</If>',
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A CloudFront response headers policy (`aws cloudfront create-response-headers-policy
 * --response-headers-policy-config file://cloudfront-headers-policy.json`): the headers it knows
 * by name in their own fields, the others as custom headers.
 */
function cloudFrontPolicy(headers: Readonly<Record<string, string>>): string {
  const known = new Set([
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'X-Frame-Options',
  ]);
  const hsts = headers['Strict-Transport-Security'] ?? '';
  const custom = Object.entries(headers).filter(([name]) => !known.has(name));
  const policy = {
    Name: 'gharseva-security-headers',
    SecurityHeadersConfig: {
      ContentSecurityPolicy: {
        Override: true,
        ContentSecurityPolicy: headers['Content-Security-Policy'],
      },
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0),
        IncludeSubdomains: /includeSubDomains/i.test(hsts),
        Preload: /preload/i.test(hsts),
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { Override: true, ReferrerPolicy: headers['Referrer-Policy'] },
      FrameOptions: { Override: true, FrameOption: headers['X-Frame-Options'] },
    },
    CustomHeadersConfig: {
      Quantity: custom.length,
      Items: custom.map(([name, value]) => ({ Header: name, Value: value, Override: true })),
    },
  };
  return `${JSON.stringify(policy, null, 2)}\n`;
}

/**
 * A CloudFront Function, on viewer requests and on viewer responses of the same behaviour. On the
 * request, S3 knowing only file names, each address is given its page's file, and an unknown
 * address under a language its not-found page's (`/te/nothing` → `/te/404.html`). On the
 * response (which CloudFront gives the viewer's own request), the status of that address's rule
 * (404) and its page's Content-Language. A page's file asked by its name (the service worker's
 * precache) is served as it is. The whole site's not-found page is a custom error response that
 * maps 403 and 404 to it with status 404: the function does not know the build's other files.
 */
function cloudFrontFunction(rules: readonly Rule[]): string {
  const entry = (rule: Rule) => JSON.stringify([rule.to, rule.status, pageLanguageOf(rule.from)]);
  const exact = pages(rules)
    .filter((rule) => !isUnder(rule.from))
    .map((rule) => `  ${JSON.stringify(rule.from)}: ${entry(rule)}`);
  const under = rules
    .filter((rule) => isUnder(rule.from) && !isSite(rule))
    .map((rule) => `  [${JSON.stringify(prefixOf(rule.from))}, ${entry(rule).slice(1)}`);
  return `// [file, status, Content-Language]
var PAGES = {
${exact.join(',\n')}
};
// [address prefix, file, status, Content-Language], most specific first.
var UNDER = [
${under.join(',\n')}
];

function isPageFile(path) {
  for (var address in PAGES) if (PAGES[address][0] === path) return true;
  for (var i = 0; i < UNDER.length; i++) if (UNDER[i][1] === path) return true;
  return false;
}

function pageOf(uri) {
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  if (isPageFile(path)) return undefined;
  if (Object.prototype.hasOwnProperty.call(PAGES, path)) return PAGES[path];
  for (var i = 0; i < UNDER.length; i++)
    if ((path + '/').indexOf(UNDER[i][0]) === 0) return UNDER[i].slice(1);
  return undefined;
}

function handler(event) {
  var page = pageOf(event.request.uri);
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    if (page && response.statusCode === 200) {
      if (page[1] !== 200) {
        response.statusCode = page[1];
        response.statusDescription = 'Not Found';
      }
      response.headers['content-language'] = { value: page[2] };
    }
    return response;
  }
  if (page) event.request.uri = page[0];
  return event.request;
}
`;
}
