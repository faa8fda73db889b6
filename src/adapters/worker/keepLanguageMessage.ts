import { isLanguage, type Language } from '../../core/shared/language';

const KEEP_LANGUAGE = 'KEEP_LANGUAGE';

/** What the app tells the service worker: the page speaks `language`, so keep its pages. */
export interface KeepLanguageMessage {
  readonly type: typeof KEEP_LANGUAGE;
  readonly language: Language;
}

export function keepLanguageMessage(language: Language): KeepLanguageMessage {
  return { type: KEEP_LANGUAGE, language };
}

/** The language a message asks the worker to keep, or undefined for any other message. */
export function languageToKeep(data: unknown): Language | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, language } = data as { type?: unknown; language?: unknown };
  return type === KEEP_LANGUAGE && isLanguage(language) ? language : undefined;
}
