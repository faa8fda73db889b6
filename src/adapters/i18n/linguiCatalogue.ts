import { setupI18n, type Messages } from '@lingui/core';
import type { Translations } from '../../presenters/shell/LanguagePresenter';

/**
 * The translations of `locale` (compiled by the build from its PO file), said by Lingui: it
 * fills the placeholders and picks plural forms by the language's own rules (Intl.PluralRules).
 */
export function linguiCatalogue(locale: string, messages: Messages): Translations {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => (id in messages ? i18n._(id, values) : undefined);
}
