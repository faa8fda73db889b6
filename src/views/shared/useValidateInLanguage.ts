import { useMemo } from 'react';
import { currentLanguage } from '../../core/shared/language';

/**
 * The form's `validate`, anew whenever the language changes: react-final-form validates again
 * when its `validate` changes, so errors on screen are said again in the new language. Call it from
 * an observer, which the language change then draws again.
 */
export function useValidateInLanguage<V, E>(validate: (values: V) => E): (values: V) => E {
  const language = currentLanguage();
  // `language` is a dependency on purpose: a new function when it changes.
  return useMemo(() => (values: V) => validate(values), [validate, language]);
}
