import { pageFor, type PageRule } from '../../src/app/worker/pageRules';

/** What a host answers an address with: the build's file, its status, its Content-Language. */
export interface HostAnswer {
  readonly file: string;
  readonly status: number;
  readonly language?: string | undefined;
}

/** A host that serves the build by one of its recipes: the answer to an address (no query). */
export type RecipeHost = (address: string) => HostAnswer;

const matchesOf = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

/**
 * `_redirects` as Netlify and Cloudflare Pages read it (and `vite preview` and the service worker
 * follow it): the first rule that matches; the language from `_headers`' rules.
 */
export function redirectsHost(
  rules: readonly PageRule[],
  languageOf: (address: string) => string | undefined,
): RecipeHost {
  return (address) => {
    const rule = pageFor(rules, address);
    if (!rule) throw new Error(`_redirects has no rule for ${address}`);
    return { file: rule.to, status: rule.status, language: languageOf(address) };
  };
}

/**
 * nginx by `nginx.conf`, as it picks a location (an exact one, else the longest prefix) and
 * follows it, where no file of the build lies at the address itself.
 */
export function nginxHost(conf: string): RecipeHost {
  const exact = new Map(
    matchesOf(conf, /^location = (\S+) \{ try_files (\S+) =404; \}$/gm).map(([, at, file]) => [
      at,
      file,
    ]),
  );
  const prefixes = matchesOf(conf, /^location (?:\^~ )?(\/\S*) \{ (.*) \}$/gm)
    .map(([, prefix = '', body = '']) => ({ prefix, body }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const languages = matchesOf(
    conf,
    /^if \(\$request_uri ~ "(.+)"\) \{ set \$page_language "(.+)"; \}$/gm,
  ).map(([, pattern = '', language]) => ({ pattern: new RegExp(pattern), language }));
  // The last `if` that holds the address as asked sets the variable.
  const languageOf = (address: string) =>
    languages.filter(({ pattern }) => pattern.test(address)).at(-1)?.language;
  const serve = (address: string, asked: string): HostAnswer => {
    const file = exact.get(address);
    if (file) return { file, status: 200, language: languageOf(asked) };
    const location = prefixes.find(({ prefix }) => address.startsWith(prefix));
    if (!location) throw new Error(`nginx.conf has no location for ${address}`);
    if (location.body.includes('rewrite ^(/.+)/$ $1 last;') && /.\/$/.test(address))
      return serve(address.slice(0, -1), asked);
    const fallback = /try_files \$uri (\S+);/.exec(location.body)?.[1];
    if (fallback && fallback !== '=404')
      return { file: fallback, status: 200, language: languageOf(asked) };
    const errorPage = /error_page 404 (\S+);/.exec(location.body)?.[1];
    if (!errorPage) throw new Error(`nginx.conf: no not-found page for ${address}`);
    return { file: errorPage, status: 404, language: languageOf(asked) };
  };
  return (address) => serve(address, address);
}

/**
 * Apache by `apache.htaccess` in the site's root: the first RewriteRule that holds the address
 * (without its leading slash, as .htaccess sees it), else a 404 with the ErrorDocument of the
 * `<If>` that holds the request line, else the site's.
 */
export function apacheHost(htaccess: string): RecipeHost {
  const rewrites = matchesOf(htaccess, /^RewriteRule (\S+) (\S+) \[L\]$/gm).map(
    ([, pattern = '', file = '']) => ({ pattern: new RegExp(pattern), file }),
  );
  const blocks = matchesOf(
    htaccess,
    /^<If "%\{THE_REQUEST\} =~ m#(.+)#">\n((?: {2}.*\n)+)<\/If>$/gm,
  );
  const inBlocks = (requestLine: string, directive: RegExp) =>
    blocks
      .filter(([, pattern = '']) => new RegExp(pattern).test(requestLine))
      .map(([, , body = '']) => directive.exec(body)?.[1])
      .find((value) => value !== undefined);
  const siteErrorPage = /^ErrorDocument 404 (\S+)$/m.exec(htaccess)?.[1];
  return (address) => {
    const requestLine = `GET ${address} HTTP/1.1`;
    const language = inBlocks(requestLine, /Header always set Content-Language "(.+)"/);
    const rewrite = rewrites.find(({ pattern }) => pattern.test(address.slice(1)));
    if (rewrite) return { file: rewrite.file, status: 200, language };
    const file = inBlocks(requestLine, /ErrorDocument 404 (\S+)/) ?? siteErrorPage;
    if (!file) throw new Error(`apache.htaccess: no not-found page for ${address}`);
    return { file, status: 404, language };
  };
}

interface CloudFrontEvent {
  context: { eventType: 'viewer-request' | 'viewer-response' };
  request: { uri: string };
  response?: {
    statusCode: number;
    statusDescription?: string;
    headers: Record<string, { value: string }>;
  };
}

/**
 * S3 behind CloudFront with `cloudfront-function.js` on viewer requests and responses, the
 * function run as CloudFront runs it; S3 holding `files`, and a custom error response that
 * answers what S3 has not with `/404.html`, status 404 (the function is not run on it).
 */
export function cloudFrontHost(source: string, files: ReadonlySet<string>): RecipeHost {
  const handler = new Function(`${source}\nreturn handler;`)() as (
    event: CloudFrontEvent,
  ) => CloudFrontEvent['request'] & CloudFrontEvent['response'];
  return (address) => {
    const { uri } = handler({
      context: { eventType: 'viewer-request' },
      request: { uri: address },
    });
    if (!files.has(uri)) return { file: '/404.html', status: 404 };
    const response = handler({
      context: { eventType: 'viewer-response' },
      request: { uri: address },
      response: { statusCode: 200, headers: {} },
    });
    return {
      file: uri,
      status: response.statusCode,
      language: response.headers['content-language']?.value,
    };
  };
}
