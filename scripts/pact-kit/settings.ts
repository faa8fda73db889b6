/**
 * Where the backend team's API and its provider states are, from the environment: read once here
 * for both of the team's tools, `npm run pact:verify` and `npm run security:probe`.
 *
 *   PROVIDER_BASE_URL      required: the API base the app would use, e.g. https://api.example.in/api
 *   PROVIDER_STATES_URL    where { state, params, action } is POSTed to set up a provider state
 *   PACT_API_KEY           sent as the API-key header instead of the pact's placeholder
 *   PACT_API_KEY_HEADER    that header's name (default x-api-key), sent in lower case
 *   PACT_STATE_TEARDOWN=false   no teardown POST after a state's use (sent by default)
 *   PACT_STATE_SECRET      sent as the x-pact-state-secret header with every provider-state
 *                          request: the endpoint must refuse any request without it
 *   PACT_EXTENSIONS        the contract extensions the backend offers, comma-separated
 */
import { EXTENSIONS, type Extension } from '../../src/core/shared/Extensions';

export type Env = Readonly<Record<string, string | undefined>>;

/** A setting that is missing or wrong: the tools print its message and exit 2. */
export class SettingError extends Error {}

export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function required(env: Env, name: string, why: string): string {
  const value = setting(env, name);
  if (!value) throw new SettingError(`${name} is required: ${why}`);
  return value;
}

export function urlSetting(env: Env, name: string): string | undefined {
  const value = setting(env, name);
  if (value === undefined) return undefined;
  try {
    return new URL(value).toString();
  } catch {
    throw new SettingError(`${name} is not a URL: ${value}`);
  }
}

/** Header names travel in lower case (HTTP/2 requires it); the pact's is `x-api-key`. */
export function apiKeyHeaderFrom(env: Env): string {
  return (setting(env, 'PACT_API_KEY_HEADER') ?? 'x-api-key').toLowerCase();
}

/** The header that carries PACT_STATE_SECRET to the provider-state endpoint. */
export const STATE_SECRET_HEADER = 'x-pact-state-secret';

/** The API under test and its provider-state endpoint. */
export interface ProviderSettings {
  readonly baseUrl: string;
  readonly statesUrl: string | undefined;
  readonly apiKey: string | undefined;
  readonly apiKeyHeader: string;
  /** Whether each state is torn down after its use, as the Pact verifier does. */
  readonly teardown: boolean;
  /** What every provider-state request carries in STATE_SECRET_HEADER, if anything. */
  readonly stateSecret: string | undefined;
}

/** The headers of a provider-state request: JSON, and the secret when there is one. */
export function stateHeaders(stateSecret: string | undefined): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(stateSecret ? { [STATE_SECRET_HEADER]: stateSecret } : {}),
  };
}

/** The extensions PACT_EXTENSIONS names; an unknown one is a `SettingError`. */
export function extensionsFrom(env: Env): Extension[] {
  const named = (setting(env, 'PACT_EXTENSIONS') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = named.filter((name) => !(EXTENSIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new SettingError(
      `PACT_EXTENSIONS names ${unknown.join(', ')}; the extensions are ${EXTENSIONS.join(', ')}`,
    );
  return named as Extension[];
}

/** The provider's settings; a `SettingError` says what is missing or wrong. */
export function providerSettingsFrom(env: Env): ProviderSettings {
  const baseUrl = urlSetting(env, 'PROVIDER_BASE_URL');
  if (!baseUrl)
    throw new SettingError('PROVIDER_BASE_URL is required, e.g. https://api.example.in/api');
  return {
    baseUrl,
    statesUrl: urlSetting(env, 'PROVIDER_STATES_URL'),
    apiKey: setting(env, 'PACT_API_KEY'),
    apiKeyHeader: apiKeyHeaderFrom(env),
    teardown: setting(env, 'PACT_STATE_TEARDOWN') !== 'false',
    stateSecret: setting(env, 'PACT_STATE_SECRET'),
  };
}
