/**
 * The browser's CORS preflight, as the app's own calls cause it (README: the API must answer
 * them): an OPTIONS request from a web origin asking to POST with `content-type` and the API-key
 * header, from the app's origin (PACT_APP_ORIGIN). Undefined when the answer allows it, else why
 * not.
 */
import type { KitSettings } from './runAppChecks';

/** The app's origin when PACT_APP_ORIGIN does not say: the dev server's. */
export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

export async function corsPreflight(
  settings: KitSettings,
  appOrigin: string = DEFAULT_APP_ORIGIN,
): Promise<string | undefined> {
  const ORIGIN = appOrigin;
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;
  const url = new URL('Services/allCategory', base);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${settings.apiKeyHeader}`,
      },
    });
  } catch (error) {
    return `OPTIONS ${url.pathname} could not be sent: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!response.ok) return `OPTIONS ${url.pathname} answered ${response.status}, expected 2xx`;
  const allowOrigin = response.headers.get('access-control-allow-origin');
  if (allowOrigin !== '*' && allowOrigin !== ORIGIN)
    return `OPTIONS ${url.pathname}: access-control-allow-origin is ${allowOrigin ?? 'missing'}, expected the app's origin (here ${ORIGIN}) or *`;
  const allowed = (response.headers.get('access-control-allow-headers') ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const missing = ['content-type', settings.apiKeyHeader].filter(
    (name) => !allowed.includes(name) && !allowed.includes('*'),
  );
  return missing.length > 0
    ? `OPTIONS ${url.pathname}: access-control-allow-headers lacks ${missing.join(', ')}`
    : undefined;
}
