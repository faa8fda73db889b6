import { ApiClient, type ApiClientConfig } from '../../../../src/adapters/http/ApiClient';
import type { ScriptedServer } from './ScriptedServer';

export const TEST_BASE_URL = 'https://api.test/api/';
export const TEST_API_KEY = 'test-api-key';

/** An ApiClient on a scripted server, with no pause between retries so tests stay fast. */
export function clientOn(
  server: ScriptedServer,
  overrides: Partial<ApiClientConfig> = {},
): ApiClient {
  return new ApiClient({
    baseUrl: TEST_BASE_URL,
    apiKey: TEST_API_KEY,
    timeoutMs: 1000,
    retries: 3,
    retryDelayMs: () => 0,
    fetch: server.fetch,
    ...overrides,
  });
}

/** The envelope most calls answer with: `data` is JSON text of the rows. */
export function listAnswer(rows: unknown, status?: boolean): { json: unknown } {
  return { json: { ...(status === undefined ? {} : { status }), data: JSON.stringify(rows) } };
}
