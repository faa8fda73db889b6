import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { firstPaintLanguageHash } from './firstPaintLanguage.ts';

/**
 * The production security headers, computed from the API the build talks to:
 * - Content-Security-Policy: scripts only from our own origin and one inline script by its hash,
 *   no plugins, no <base>, no framing, and network calls only to our origin and the API's. PrimeReact sets inline styles, hence
 *   'unsafe-inline' for styles only. Images may come from the API's servers (http or https).
 * - nosniff and a referrer policy that sends no path to other sites.
 */
export function securityHeaders(apiBaseUrl: string | undefined): Record<string, string> {
  const apiOrigin = apiBaseUrl ? originOf(apiBaseUrl) : undefined;
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])].join(' ');
  const policy = [
    "default-src 'self'",
    // The one inline script: the first paint in the visitor's language (firstPaintLanguage.ts).
    `script-src 'self' ${firstPaintLanguageHash()}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    // A relative API base (same origin) needs nothing beyond 'self'.
    return undefined;
  }
}

const HEADERS_FILE = '_headers';

/**
 * Writes the headers next to the build as `_headers` (the format Netlify and Cloudflare Pages
 * read; other hosts: copy the values, see the README), and makes `vite preview` serve every
 * response with the headers of the build it serves.
 */
export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gharseva:security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle() {
      const headers = securityHeaders(config.env.VITE_API_BASE_URL as string | undefined);
      const lines = [
        '/*',
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ];
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: `${lines.join('\n')}\n` });
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), HEADERS_FILE);
      let headers: [string, string][] = [];
      try {
        headers = readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('  ') && line.includes(': '))
          .map((line) => {
            const [name, ...value] = line.trim().split(': ');
            return [name ?? '', value.join(': ')];
          });
      } catch {
        server.config.logger.warn(
          `No ${HEADERS_FILE} in the build: serving without security headers.`,
        );
      }
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}
