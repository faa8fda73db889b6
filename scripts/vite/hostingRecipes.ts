import type { PageRule as Rule } from '../../src/app/worker/pageRules.ts';

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
  return {
    'nginx.conf': nginx(headers, rules),
    'apache.htaccess': apache(headers, rules),
    'cloudfront-headers-policy.json': cloudFrontPolicy(headers),
    'cloudfront-function.js': cloudFrontFunction(rules),
  };
}

const pages = (rules: readonly Rule[]) => rules.filter((rule) => rule.status === 200);
const notFound = (rules: readonly Rule[]) => rules.find((rule) => rule.status === 404)?.to;
const prefixOf = (from: string) => from.slice(0, -1);

function nginx(headers: Readonly<Record<string, string>>, rules: readonly Rule[]): string {
  const lines = [
    '# In the server block. `always` adds them to error pages too; an add_header inside a',
    '# location replaces all inherited ones, so none is used there.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
    ...pages(rules).map((rule) =>
      rule.from.endsWith('*')
        ? `location ^~ ${prefixOf(rule.from)} { try_files $uri ${rule.to}; }`
        : `location = ${rule.from} { try_files ${rule.to} =404; }`,
    ),
    'location / { try_files $uri =404; }',
    `error_page 404 ${notFound(rules) ?? '/404.html'};`,
  ];
  return `${lines.join('\n')}\n`;
}

function apache(headers: Readonly<Record<string, string>>, rules: readonly Rule[]): string {
  const lines = [
    '# mod_headers and mod_rewrite, in the virtual host or .htaccess.',
    ...Object.entries(headers).map(([name, value]) => `Header always set ${name} "${value}"`),
    'RewriteEngine On',
    ...pages(rules).map((rule) => {
      const path = rule.from.replace(/^\//, '');
      const pattern = rule.from.endsWith('*') ? `^/?${prefixOf(path)}.*$` : `^/?${path}$`;
      return `RewriteRule ${pattern} ${rule.to} [L]`;
    }),
    `ErrorDocument 404 ${notFound(rules) ?? '/404.html'}`,
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
 * A CloudFront Function on viewer requests: S3 knows only file names, so each address is given
 * its page's file. Attach a custom error response that maps 403 and 404 to the not-found page
 * with status 404.
 */
function cloudFrontFunction(rules: readonly Rule[]): string {
  const exact = Object.fromEntries(
    pages(rules)
      .filter((rule) => !rule.from.endsWith('*'))
      .map((rule) => [rule.from, rule.to]),
  );
  const prefixes = pages(rules)
    .filter((rule) => rule.from.endsWith('*'))
    .map((rule) => [prefixOf(rule.from), rule.to]);
  return `var PAGES = ${JSON.stringify(exact, null, 2)};
var UNDER = ${JSON.stringify(prefixes)};

function handler(event) {
  var request = event.request;
  var uri = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
  if (PAGES[uri]) {
    request.uri = PAGES[uri];
    return request;
  }
  for (var i = 0; i < UNDER.length; i++)
    if (uri.indexOf(UNDER[i][0]) === 0) {
      request.uri = UNDER[i][1];
      return request;
    }
  return request;
}
`;
}
