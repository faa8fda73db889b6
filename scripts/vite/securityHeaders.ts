import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { inlineScripts, scriptHash } from './inlineScripts.ts';

/** What the headers depend on: the build's settings. */
export interface HeaderSettings {
  /** `VITE_API_BASE_URL`: its origin may be called, and serves images unless `imageOrigins` says otherwise. */
  readonly apiBaseUrl?: string | undefined;
  /** `VITE_IMAGE_ORIGINS`: the origins images may come from beside this site, comma-separated. */
  readonly imageOrigins?: string | undefined;
  /** `VITE_VITALS_URL`: its origin receives the field measurements. */
  readonly vitalsUrl?: string | undefined;
  /** The scripts the pages carry inline (inlineScripts.ts), exactly as written: each may run. */
  readonly inlineScripts: readonly string[];
  /**
   * The build pays through Razorpay's checkout (an HTTP build whose `VITE_API_EXTENSIONS` names
   * `payments`): its origins may run, frame, be called and show images. The demo pays through a
   * sheet of its own and needs none of them.
   */
  readonly payments?: boolean | undefined;
}

/**
 * Razorpay Standard Checkout's origins, as its documentation and its own integrations list them:
 * checkout.js and the risk script it loads, the checkout's frames, its API and its event log, and
 * the banks' and methods' logos.
 */
export const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
} as const;

/** Whether a build's settings switch Razorpay's checkout on: an HTTP build offering `payments`. */
export function paysThroughRazorpay(env: Record<string, unknown>): boolean {
  const base = env.VITE_API_BASE_URL;
  const names = typeof env.VITE_API_EXTENSIONS === 'string' ? env.VITE_API_EXTENSIONS : '';
  return (
    typeof base === 'string' &&
    base.trim() !== '' &&
    names.split(',').some((name) => name.trim() === 'payments')
  );
}

/**
 * The production security headers, the one source of `_headers` and of the hosting recipes
 * (hostingRecipes.ts):
 * - Content-Security-Policy: scripts only from our own origin and the inline ones by their hashes,
 *   a service worker of our own only, no plugins, no <base>, no framing, network calls only to our
 *   origin, the API's, the field measurements' endpoint and the image origins (the service worker
 *   keeps the pictures it has seen), images only from our origin, data: URIs and the named image
 *   origins. PrimeReact sets inline styles,
 *   hence 'unsafe-inline' for styles only.
 * - HTTPS for a year on this host and its subdomains; a window of its own (no opener from
 *   another site); nosniff; a referrer policy that sends no path to other sites.
 */
export function securityHeaders(settings: HeaderSettings): Record<string, string> {
  const apiOrigin = settings.apiBaseUrl ? originOf(settings.apiBaseUrl) : undefined;
  const vitalsOrigin = settings.vitalsUrl ? originOf(settings.vitalsUrl) : undefined;
  const images = settings.imageOrigins?.trim()
    ? settings.imageOrigins.split(',').map((origin) => imageOrigin(origin.trim()))
    : apiOrigin
      ? [apiOrigin]
      : [];
  const razorpay = settings.payments
    ? RAZORPAY_ORIGINS
    : { script: [], frame: [], connect: [], img: [] };
  const policy = [
    "default-src 'self'",
    ["script-src 'self'", ...settings.inlineScripts.map(scriptHash), ...razorpay.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...new Set([...images, ...razorpay.img])].join(' '),
    // A Hindi or Telugu page carries its first paint's font inline (firstPaintStages.ts).
    "font-src 'self' data:",
    // The service worker fetches the pictures it keeps (src/app/worker): their origins too.
    [
      "connect-src 'self'",
      ...new Set(
        [apiOrigin, vitalsOrigin, ...images, ...razorpay.connect].filter((origin) => origin),
      ),
    ].join(' '),
    // Frames: none but the checkout's (default-src 'self' otherwise).
    ...(settings.payments ? [["frame-src 'self'", ...razorpay.frame].join(' ')] : []),
    // The service worker (src/app/worker), from this site only.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    // The checkout opens windows of its own (a bank's 3-D Secure or netbanking page) and hears
    // back from them; same-origin would cut that link and leave her payment hanging.
    'Cross-Origin-Opener-Policy': settings.payments ? 'same-origin-allow-popups' : 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The checkout's frame may offer the browser's own payment sheet (Payment Request).
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(), payment=${
      settings.payments ? '(self "https://api.razorpay.com")' : '()'
    }`,
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

/** An image origin as the CSP names it; anything else stops the build, saying what is wrong. */
function imageOrigin(text: string): string {
  const origin = originOf(text);
  if (!origin || origin === 'null' || !/^https?:$/.test(new URL(text).protocol))
    throw new Error(
      `VITE_IMAGE_ORIGINS: "${text}" is not an origin such as https://images.gharseva.in`,
    );
  return origin;
}

export const HEADERS_FILE = '_headers';

/** `_headers`, the format Netlify and Cloudflare Pages read: every address gets every header. */
export function headersFile(headers: Record<string, string>): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  return `${lines.join('\n')}\n`;
}

/** The headers of a `_headers` file, read back. */
export function readHeadersFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.startsWith('  ') && line.includes(': '))
      .map((line) => {
        const [name, ...value] = line.trim().split(': ');
        return [name ?? '', value.join(': ')];
      }),
  );
}

/**
 * Writes the headers next to the build as `_headers`, and makes `vite preview` serve every
 * response with the headers of the build it serves.
 */
export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gharseva:security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const { page, cart } = await inlineScripts();
      const headers = securityHeaders({
        inlineScripts: [page, cart],
        apiBaseUrl: config.env.VITE_API_BASE_URL as string | undefined,
        imageOrigins: config.env.VITE_IMAGE_ORIGINS as string | undefined,
        vitalsUrl: config.env.VITE_VITALS_URL as string | undefined,
        payments: paysThroughRazorpay(config.env),
      });
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) });
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), HEADERS_FILE);
      let headers: Record<string, string> = {};
      try {
        headers = readHeadersFile(readFileSync(file, 'utf8'));
      } catch {
        server.config.logger.warn(
          `No ${HEADERS_FILE} in the build: serving without security headers.`,
        );
      }
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
