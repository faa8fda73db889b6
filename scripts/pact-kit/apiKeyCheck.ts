/**
 * The API key refused as README asks ("Wire decisions you must know"): a call without the key's
 * header, and one with a wrong key, must each be answered 403. Never 401: to the app a 401 to a
 * call carrying a session token means the customer's session has ended, so a key refused with a
 * 401 would log her out.
 */
import { answerReason, quoted } from './httpStatusReason';
import type { KitSettings } from './runAppChecks';

/** A key no backend gives a client. */
export const WRONG_API_KEY = 'gharseva-pact-kit-wrong-key';

const README = '(README, "Wire decisions you must know")';

/** What was wrong with the answer to a call whose key is missing or wrong; undefined for a 403. */
export function keyRefusalShortfall(status: number, reason?: string): string | undefined {
  if (status === 403) return undefined;
  if (status >= 200 && status <= 299)
    return `answered ${status}: the key is not enforced; a missing or wrong key must be answered 403 ${README}`;
  if (status === 401)
    return `answered 401: to the app a 401 ends the customer's session; a missing or wrong key must be answered 403 ${README}`;
  return `answered ${status}${quoted(reason)}; a missing or wrong key must be answered 403 ${README}`;
}

/**
 * `POST Services/allCategory` with `{}`, without the key and with a wrong one: one line for each
 * that was not refused with 403, none when both were.
 */
export async function apiKeyCheck(settings: KitSettings): Promise<string[]> {
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;
  const url = new URL('Services/allCategory', base);
  const header = settings.apiKeyHeader;
  const calls = [
    { how: `without ${header}`, headers: {} },
    { how: `with a wrong ${header}`, headers: { [header]: WRONG_API_KEY } },
  ];
  const lines: string[] = [];
  for (const { how, headers } of calls) {
    const call = `POST ${url.pathname} ${how}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
        redirect: 'manual',
      });
      const text = await response.text();
      const shortfall = keyRefusalShortfall(response.status, answerReason(parsed(text)));
      if (shortfall) lines.push(`${call} ${shortfall}`);
    } catch (error) {
      lines.push(
        `${call} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return lines;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
