/**
 * The kit's own step after Pact's: each interaction of the pact again, its provider state set up
 * and torn down as the verifier does, its call made by the app's HTTP gateways, and the answer
 * judged by what the app needs (appChecks.ts). One line per interaction that falls short.
 */
import { HttpGateways, type EveryHttpGateway } from '../../src/adapters/http/HttpGateways';
import { LANGUAGES, type Language } from '../../src/core/shared/language';
import type { Extensions } from '../../src/core/shared/Extensions';
import { APP_CHECKS, ROW_SCHEMAS, type StateParams, type Tamper } from './appChecks';
import { explain } from './explain';
import { answerReason, httpStatusReason } from './httpStatusReason';
import { stateHeaders, type ProviderSettings } from './settings';

export interface PactInteraction {
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string; readonly params?: StateParams }[];
  readonly request: {
    readonly method: string;
    readonly path: string;
    /** Its headers as the pact writes them: each a list of values. */
    readonly headers?: Readonly<Record<string, readonly string[] | string>>;
    readonly body?: { readonly content?: unknown };
  };
}

export interface KitSettings extends ProviderSettings {
  /** The extensions the backend offers: the app reads the answers as it would with them. */
  readonly extensions: Extensions;
}

/** The app's verdict on one interaction: undefined when it can use the answer, else why not. */
export type Verdict = string | undefined;

/**
 * Sets a state up or tears it down, with `stateSecret` in its header when given: why it failed,
 * or the session token and the other values its setup gave (the window a slots state has open);
 * and the status it answered, if it answered.
 */
export async function postState(
  statesUrl: string,
  name: string,
  params: StateParams,
  action: 'setup' | 'teardown',
  stateSecret?: string,
): Promise<{
  readonly failure?: string;
  readonly token?: string;
  readonly values?: StateParams;
  readonly status?: number;
}> {
  try {
    const response = await fetch(statesUrl, {
      method: 'POST',
      headers: stateHeaders(stateSecret),
      body: JSON.stringify({ state: name, params, action }),
    });
    const text = (await response.text()).trim();
    const token = tokenIn(text);
    const { status } = response;
    if (response.ok) return { ...(token ? { token } : {}), values: valuesIn(text), status };
    const shown = text.replace(/\s+/g, ' ').slice(0, 200);
    return {
      failure: `provider state "${name}" (${action}) answered ${status}${shown ? `: ${shown}` : ''}`,
      status,
    };
  } catch (error) {
    return {
      failure: `provider state "${name}" (${action}) could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The `token` of a provider state's JSON answer (a session, with the session extension). */
export function tokenIn(text: string): string | undefined {
  try {
    const token = (JSON.parse(text) as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}

/** The text values of a provider state's JSON answer: what the verifier may put in a request. */
function valuesIn(text: string): StateParams {
  try {
    const answer = JSON.parse(text) as unknown;
    if (typeof answer !== 'object' || answer === null) return {};
    return Object.fromEntries(
      Object.entries(answer).filter(([, value]) => typeof value === 'string'),
    );
  } catch {
    return {};
  }
}

/** The language an interaction's request asks in (`Accept-Language`), if one the app speaks. */
function languageOf(interaction: PactInteraction): Language | undefined {
  const header = Object.entries(interaction.request.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'accept-language',
  )?.[1];
  const value = Array.isArray(header) ? header[0] : header;
  return (LANGUAGES as readonly string[]).includes(String(value)) ? (value as Language) : undefined;
}

/** Runs the app's check of each interaction in turn; their verdicts by description. */
export async function runAppChecks(
  interactions: readonly PactInteraction[],
  settings: KitSettings,
): Promise<Map<string, Verdict>> {
  let lastBody: unknown;
  let lastStatus = 0;
  let lastTokenSent = false;
  let token: string | undefined;
  // Fields a check adds to the next request's JSON body (TAMPERED_AMOUNT).
  let extraBody: Readonly<Record<string, unknown>> | undefined;
  const tamper: Tamper = async (extra, call) => {
    extraBody = extra;
    try {
      return await call();
    } finally {
      extraBody = undefined;
    }
  };
  // The app's own client, one attempt per call, keeping the last request's token and answer to
  // explain a shortfall.
  const gatewaysIn = (language?: Language) =>
    new HttpGateways(
      {
        baseUrl: settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`,
        apiKey: settings.apiKey ?? 'test-api-key',
        apiKeyHeader: settings.apiKeyHeader,
        timeoutMs: 15_000,
        retries: 0,
        fetch: async (input, init) => {
          lastTokenSent = new Headers(init?.headers).has('authorization');
          const sent =
            extraBody && typeof init?.body === 'string'
              ? {
                  ...init,
                  body: JSON.stringify({
                    ...(JSON.parse(init.body) as Record<string, unknown>),
                    ...extraBody,
                  }),
                }
              : init;
          const response = await fetch(input, sent);
          lastStatus = response.status;
          const text = await response.clone().text();
          try {
            lastBody = JSON.parse(text) as unknown;
          } catch {
            lastBody = text;
          }
          return response;
        },
        sessionToken: () => token,
        ...(language ? { language: () => language } : {}),
      },
      settings.extensions,
    ).all();
  // The app's gateways in English, and in each language an interaction asks in (its
  // `Accept-Language`, the catalogue-languages extension).
  const english = await gatewaysIn();
  const inLanguage = new Map<Language, EveryHttpGateway>();
  const gatewaysFor = async (interaction: PactInteraction): Promise<EveryHttpGateway> => {
    const language = languageOf(interaction);
    if (!language) return english;
    const made = inLanguage.get(language) ?? (await gatewaysIn(language));
    inLanguage.set(language, made);
    return made;
  };
  const verdicts = new Map<string, Verdict>();
  for (const interaction of interactions) {
    const check = APP_CHECKS[interaction.description];
    if (!check) continue;
    const states = interaction.providerStates ?? [];
    let params = Object.assign({}, ...states.map((state) => state.params ?? {})) as StateParams;
    let verdict: Verdict;
    token = undefined;
    for (const state of states) {
      if (verdict !== undefined || !settings.statesUrl) continue;
      const setUp = await postState(
        settings.statesUrl,
        state.name,
        state.params ?? {},
        'setup',
        settings.stateSecret,
      );
      verdict = setUp.failure;
      token = setUp.token ?? token;
      // The values a state gives (a window that is open) go with the call, as the verifier's do.
      params = { ...setUp.values, ...params };
    }
    if (verdict === undefined) {
      lastBody = undefined;
      lastStatus = 0;
      lastTokenSent = false;
      const body = interaction.request.body?.content;
      const shortfall = await check(
        await gatewaysFor(interaction),
        params,
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
        tamper,
        english,
      );
      verdict =
        typeof shortfall !== 'object'
          ? shortfall
          : 'malformed' in shortfall
            ? explain(shortfall.malformed, lastBody, ROW_SCHEMAS[interaction.description])
            : httpStatusReason({
                status: lastStatus,
                sessionNamed: settings.extensions.has('session'),
                tokenSent: lastTokenSent,
                reason: answerReason(lastBody),
              });
    }
    if (settings.statesUrl && settings.teardown)
      for (const state of states)
        await postState(
          settings.statesUrl,
          state.name,
          state.params ?? {},
          'teardown',
          settings.stateSecret,
        );
    verdicts.set(interaction.description, verdict);
  }
  return verdicts;
}
