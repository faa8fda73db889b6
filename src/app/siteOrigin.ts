import { text, type Env } from './config';

/**
 * Where the demo says it lives, for the addresses search engines read (each page's `hreflang` and
 * `canonical`, the sitemap): a name reserved for examples (RFC 2606), never someone's real site.
 */
export const DEMO_SITE_ORIGIN = 'https://gharseva.example';

/** `VITE_SITE_ORIGIN`, the origin customers open the app at (`https://gharseva.in`), else the demo's. */
export function siteOriginFromEnv(env: Env): string {
  return text(env, 'VITE_SITE_ORIGIN') ?? DEMO_SITE_ORIGIN;
}

/** What is wrong with `VITE_SITE_ORIGIN`, if anything: it must be an https origin, nothing after it. */
export function siteOriginProblem(env: Env): string | undefined {
  const value = text(env, 'VITE_SITE_ORIGIN');
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  return url?.protocol === 'https:' && url.origin === value
    ? undefined
    : `VITE_SITE_ORIGIN: "${value}" is not an https origin such as https://gharseva.in (no path, no slash at the end)`;
}
