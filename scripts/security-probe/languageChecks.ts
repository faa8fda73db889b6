/**
 * The probe's checks of the `catalogue-languages` extension: a language changes the words of the
 * catalogue and nothing else. The same rows, ids, prices, icons and flags in English, Hindi and
 * Telugu; a booking made while asking in Telugu priced from the catalogue as in English; a
 * language the backend has no words for answered in English, never with an error or nothing. A
 * backend that does not offer the extension (PACT_EXTENSIONS) has none of these holes: "not
 * offered".
 */
import type { EveryHttpGateway } from '../../src/adapters/http/HttpGateways';
import type { GatewayFailure } from '../../src/core/shared/GatewayFailure';
import type { Result } from '../../src/core/shared/Result';
import type { Check, Probe, StateSetups } from './customers';
import { answered } from './probeClient';
import { allowed, MUST, notOffered, notRun, refused } from './verdicts';
import { undercutCheck } from './undercutCheck';

/** The words a language may change: names and descriptions. */
const WORDS = ['name', 'description', 'categoryName', 'serviceName', 'optionName'];

/** A row without its words, as text: what must read the same in every language. */
const facts = (row: object): string =>
  JSON.stringify(Object.entries(row).filter(([field]) => !WORDS.includes(field)));

/** A language the app never asks in, as a browser set to French would. */
const UNKNOWN_LANGUAGE = 'fr';

type Read = (api: EveryHttpGateway) => Promise<Result<readonly object[], GatewayFailure>>;

/** The catalogue's three reads of the pact's states, each with what it lists. */
function catalogueReads(probe: Probe): readonly { readonly what: string; readonly read: Read }[] {
  const categoryId = Number(probe.pactParams.categoryServices.categoryId);
  const serviceId = Number(probe.pactParams.serviceOptions.serviceId);
  return [
    { what: 'categories', read: (api) => api.catalog.listCategories() },
    {
      what: `services of category ${categoryId}`,
      read: (api) => api.catalog.listServices(categoryId),
    },
    { what: `options of service ${serviceId}`, read: (api) => api.catalog.listOptions(serviceId) },
  ];
}

/** Sets up the catalogue's states: undefined once they hold, else why not. */
async function catalogueSetUp(probe: Probe, setups: StateSetups): Promise<string | undefined> {
  for (const state of ['categories', 'categoryServices', 'serviceOptions'] as const) {
    const failure = await setups.setUp(state, probe.a);
    if (failure) return failure;
  }
  return undefined;
}

export const sameFactsCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('catalogue-languages')) return notOffered('catalogue-languages');
    const failure = await catalogueSetUp(probe, setups);
    if (failure) return notRun(failure);
    const compared: string[] = [];
    for (const { what, read } of catalogueReads(probe)) {
      const english = await probe.client.asIn('en', undefined, read);
      if (!english.result.ok || english.result.value.length === 0)
        return notRun(
          `${english.exchange.call} with Accept-Language: en ${answered(english.exchange)} with no ${what} to compare`,
        );
      for (const language of ['hi', 'te']) {
        const asked = await probe.client.asIn(language, undefined, read);
        const sent = `${asked.exchange.call} with Accept-Language: ${language}`;
        if (!asked.result.ok) return allowed(`${sent} ${answered(asked.exchange)}`, MUST.sameFacts);
        const rows = asked.result.value;
        const differs = english.result.value.findIndex(
          (row, index) => rows[index] === undefined || facts(row) !== facts(rows[index]),
        );
        if (differs >= 0 || rows.length !== english.result.value.length)
          return allowed(
            `${sent} answered ${rows.length} ${what} against ${english.result.value.length} in English${differs >= 0 ? `, the ${ordinal(differs + 1)} with other ids, prices, icons or flags, or in another place` : ''}`,
            MUST.sameFacts,
          );
      }
      compared.push(`${english.result.value.length} ${what}`);
    }
    return refused(
      `with Accept-Language: en, hi and te the backend answered the same ${list(compared)}, each with the same ids, prices, icons and flags in the same order`,
    );
  },
};

export const teluguBookingPriceCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('catalogue-languages')) return notOffered('catalogue-languages');
    return undercutCheck(probe, setups, true);
  },
};

export const unknownLanguageCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('catalogue-languages')) return notOffered('catalogue-languages');
    const failure = await catalogueSetUp(probe, setups);
    if (failure) return notRun(failure);
    const read: Read = (api) => api.catalog.listCategories();
    const english = await probe.client.asIn('en', undefined, read);
    if (!english.result.ok || english.result.value.length === 0)
      return notRun(
        `${english.exchange.call} with Accept-Language: en ${answered(english.exchange)} with no categories to compare`,
      );
    const unknown = await probe.client.asIn(UNKNOWN_LANGUAGE, undefined, read);
    const sent = `${unknown.exchange.call} with Accept-Language: ${UNKNOWN_LANGUAGE}`;
    if (!unknown.result.ok)
      return allowed(`${sent} ${answered(unknown.exchange)}`, MUST.unknownLanguage);
    if (JSON.stringify(unknown.result.value) !== JSON.stringify(english.result.value))
      return allowed(
        `${sent} answered ${unknown.result.value.length} categories, not the ${english.result.value.length} it answers in English, word for word`,
        MUST.unknownLanguage,
      );
    return refused(
      `${sent} answered the ${english.result.value.length} categories it answers in English, word for word`,
    );
  },
};

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "a, b and c". */
function list(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
