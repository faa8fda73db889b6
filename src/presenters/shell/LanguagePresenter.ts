import { makeAutoObservable, runInAction } from 'mobx';
import {
  LANGUAGE_KEY,
  LANGUAGES,
  isLanguage,
  PAGE_LANG,
  type Language,
  type MessageValues,
  type Translated,
  type Voice,
} from '../../core/shared/language';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';

/** A language's translations: the message `id` with its values, or undefined when it lacks one. */
export type Translations = (id: string, values: MessageValues | undefined) => string | undefined;

/** Downloads the translations of a language other than English (its catalogue and font). */
export type LoadTranslations = (language: Translated) => Promise<Translations>;

/** Each language named in its own script, so a reader finds theirs whatever is on screen. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  te: 'తెలుగు',
};

/** Each language in two letters of its own script, for the phone's bar where a name has no room. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = {
  en: 'EN',
  hi: 'हि',
  te: 'తె',
};

export interface LanguageViewModel {
  /** The switch's name, in the language spoken. */
  readonly label: string;
  /** The language spoken, short ('EN', 'हि', 'తె'), shown on a phone beside the switch's mark. */
  readonly short: string;
  readonly value: Language;
  readonly options: readonly {
    readonly value: Language;
    readonly name: string;
    readonly lang: string;
  }[];
  readonly switching: boolean;
}

/**
 * The language the app speaks. It is the core's `Voice`: every message read while drawing is said
 * in `language`, and views that read it draw again when it changes (MobX), so a switch redraws
 * the page in place. A language's translations are downloaded when it is first chosen.
 */
export class LanguagePresenter {
  language: Language = 'en';
  switching = false;
  private readonly translations = new Map<Language, Translations>();

  readonly voice: Voice = {
    language: () => this.language,
    say: (id, _template, values) =>
      this.language === 'en' ? undefined : this.translations.get(this.language)?.(id, values),
  };

  constructor(
    private readonly storage: Storage,
    private readonly load: LoadTranslations,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<LanguagePresenter, 'translations'>(this, {
      translations: false,
      voice: false,
    });
  }

  get viewModel(): LanguageViewModel {
    return {
      label: messages.language.label,
      short: LANGUAGE_SHORT_NAMES[this.language],
      value: this.language,
      options: LANGUAGES.map((value) => ({
        value,
        name: LANGUAGE_NAMES[value],
        lang: PAGE_LANG[value],
      })),
      switching: this.switching,
    };
  }

  /** The language the customer chose, kept on the device (none chosen, or storage blocked: null). */
  get chosen(): Language | null {
    try {
      const stored = this.storage.getItem(LANGUAGE_KEY);
      return isLanguage(stored) ? stored : null;
    } catch {
      return null;
    }
  }

  /**
   * Speaks the language of the address open, once its translations are here: the page's address
   * says which language it is drawn in (src/presenters/languageAddress.ts).
   */
  async follow(language: Language): Promise<void> {
    await this.speak(language);
  }

  /**
   * The customer's choice: spoken from now on, and kept on the device, so an English address she
   * opens later moves to her language. The app moves the page open to its address in it.
   */
  async choose(language: Language): Promise<void> {
    try {
      this.storage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Not kept (storage full or blocked): this visit still speaks it.
    }
    await this.speak(language);
  }

  private async speak(language: Language): Promise<void> {
    if (language !== 'en' && !this.translations.has(language)) {
      this.switching = true;
      try {
        const translations = await this.load(language);
        this.translations.set(language, translations);
      } catch {
        runInAction(() => (this.switching = false));
        this.notifier.notify(notification('error', messages.language.loadFailed));
        return;
      }
    }
    runInAction(() => {
      this.language = language;
      this.switching = false;
    });
  }
}
