import { describe, expect, it } from 'vitest';
import {
  keepLanguageMessage,
  languageToKeep,
} from '../../../../src/adapters/worker/keepLanguageMessage';

describe("the app's word to the service worker: keep this language's pages", () => {
  it('names the language the page speaks', () => {
    expect(languageToKeep(keepLanguageMessage('te'))).toBe('te');
    expect(languageToKeep(keepLanguageMessage('en'))).toBe('en');
  });

  it('asks nothing with a language the app does not speak, or another message', () => {
    expect(languageToKeep({ type: 'KEEP_LANGUAGE', language: 'ta' })).toBeUndefined();
    expect(languageToKeep({ type: 'KEEP_LANGUAGE', language: '../te' })).toBeUndefined();
    expect(languageToKeep({ type: 'KEEP_LANGUAGE' })).toBeUndefined();
    expect(languageToKeep({ type: 'SKIP_WAITING' })).toBeUndefined();
    expect(languageToKeep({ type: 'CACHE_URLS', language: 'te' })).toBeUndefined();
    expect(languageToKeep(null)).toBeUndefined();
    expect(languageToKeep('KEEP_LANGUAGE')).toBeUndefined();
  });
});
