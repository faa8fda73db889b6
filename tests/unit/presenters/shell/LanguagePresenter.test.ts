import { authOutcomes } from '../../../../src/core/auth/authOutcomes';
import { bookingOutcomes } from '../../../../src/core/booking/bookingMessages';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { TOKENS } from '../../../../src/app/tokens';
import { override } from '../../../../src/app/binding';
import { formatMoney } from '../../../../src/core/shared/Money';
import { formatDate } from '../../../../src/core/shared/formatDate';
import { speakThrough, type Language } from '../../../../src/core/shared/language';
import { LanguagePresenter } from '../../../../src/presenters/shell/LanguagePresenter';
import { testApp } from '../../../support/testContainer';
import { cartMessages } from '../../../../src/core/cart/cartMessages';

/** The app in `language`, with its real catalogues (compiled from src/locales by the build). */
async function speaking(language: Language, localStorage = new MemoryStorage()) {
  const app = testApp({ localStorage });
  const presenter = app.get(LanguagePresenter);
  await presenter.choose(language);
  return { app, presenter };
}

afterEach(() => {
  // The voice is the core's: the next test starts in English.
  speakThrough({ language: () => 'en', say: () => undefined });
});

describe('LanguagePresenter', () => {
  it('knows the language the customer chose, and none on a device that kept none', () => {
    const stored = new MemoryStorage();
    stored.setItem('lang', 'te');
    expect(testApp({ localStorage: stored }).get(LanguagePresenter).chosen).toBe('te');
    expect(testApp().get(LanguagePresenter).chosen).toBeNull();
  });

  it("speaks the open address's language without taking it for her choice", async () => {
    const storage = new MemoryStorage();
    const presenter = testApp({ localStorage: storage }).get(LanguagePresenter);
    await presenter.follow('hi');
    expect(presenter.language).toBe('hi');
    expect(presenter.chosen).toBeNull();
  });

  it('keeps the choice under "lang"', async () => {
    const storage = new MemoryStorage();
    await speaking('hi', storage);
    expect(storage.getItem('lang')).toBe('hi');
  });

  it('names the switch "Language" in the language spoken, each language in its own script', async () => {
    expect(testApp().get(LanguagePresenter).viewModel.label).toBe('Language');
    const { presenter } = await speaking('hi');
    expect(presenter.viewModel.label).toBe('भाषा');
    expect(presenter.viewModel.options.map((option) => option.name)).toEqual([
      'English',
      'हिन्दी',
      'తెలుగు',
    ]);
    await presenter.choose('te');
    expect(presenter.viewModel.label).toBe('భాష');
  });

  it("shows the language spoken in two letters of its own script, for the switch in a phone's bar", async () => {
    expect(testApp().get(LanguagePresenter).viewModel.short).toBe('EN');
    const { presenter } = await speaking('te');
    expect(presenter.viewModel.short).toBe('తె');
  });

  it('says every message in the chosen language, and English again when chosen', async () => {
    const { presenter } = await speaking('hi');
    expect(cartMessages.checkout).not.toBe('Proceed to Checkout');
    expect(cartMessages.checkout).toMatch(/[\u0900-\u097F]/);
    await presenter.choose('en');
    expect(cartMessages.checkout).toBe('Proceed to Checkout');
  });

  it('fills placeholders in translations: the OTP message keeps the number', async () => {
    await speaking('te');
    expect(authOutcomes.otpSent('9876543210')).toContain('+91 9876543210');
    expect(authOutcomes.otpSent('9876543210')).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('keeps English when a language cannot be downloaded, and says so', async () => {
    const app = testApp({
      overrides: [override(TOKENS.loadTranslations, () => Promise.reject(new Error('offline')))],
    });
    const presenter = app.get(LanguagePresenter);
    await presenter.choose('hi');
    expect(presenter.language).toBe('en');
    expect(app.notifier.last?.message).toBe(
      'This language could not be loaded. Check your connection and try again.',
    );
  });
});

describe('plural rules per language, from the catalogues', () => {
  const backInCart = (count: number) => bookingOutcomes.bookAgainDone(count, []);

  it('Hindi counts 0 as "one": "0 सर्विस … वापस आ गई है।", like 1; 2 takes "other" (सर्विस … हैं)', async () => {
    await speaking('hi');
    expect(backInCart(0)).toBe('0 सर्विस आपके कार्ट में वापस आ गई है।');
    expect(backInCart(1)).toBe('1 सर्विस आपके कार्ट में वापस आ गई है।');
    expect(backInCart(2)).toBe('2 सर्विस आपके कार्ट में वापस आ गई हैं।');
  });

  it('Telugu counts only 1 as "one" (చేరింది); 0 and 2 take "other" (చేరాయి)', async () => {
    await speaking('te');
    expect(backInCart(1)).toContain('చేరింది');
    expect(backInCart(0)).toContain('0 సర్వీసులు');
    expect(backInCart(0)).toContain('చేరాయి');
    expect(backInCart(2)).toContain('చేరాయి');
  });

  it('English counts only 1 as "one": "One service is", "0 services are", "2 services are"', () => {
    expect([0, 1, 2].map(backInCart)).toEqual([
      '0 services are back in your cart.',
      'One service is back in your cart.',
      '2 services are back in your cart.',
    ]);
  });
});

describe('formats per language', () => {
  it('English keeps en-US money: ₹100,000.00', () => {
    expect(formatMoney(10_000_000)).toBe('₹100,000.00');
  });

  it('Hindi and Telugu group money the Indian way, in Latin digits: ₹1,00,000.00', async () => {
    const { presenter } = await speaking('hi');
    expect(formatMoney(10_000_000)).toBe('₹1,00,000.00');
    await presenter.choose('te');
    expect(formatMoney(10_000_000)).toBe('₹1,00,000.00');
  });

  it('dates follow the language: en-US in English, hi-IN in Hindi', async () => {
    const date = new Date('2026-05-12T05:00:00Z');
    expect(formatDate(date, 'Asia/Kolkata')).toBe('5/12/26, 10:30 AM');
    await speaking('hi');
    expect(formatDate(date, 'Asia/Kolkata')).toBe(
      new Intl.DateTimeFormat('hi-IN', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(date),
    );
    expect(formatDate(date, 'Asia/Kolkata')).toMatch(/^12\/5\/26/);
  });
});
