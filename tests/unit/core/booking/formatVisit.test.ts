import { afterEach, describe, expect, it } from 'vitest';
import { formatVisitWindow, formatWindowHours } from '../../../../src/core/booking/formatVisit';
import { LANGUAGES, speakThrough, type Language } from '../../../../src/core/shared/language';

/** Saturday 28 November 2026, 10 am to 12 pm in Hyderabad. */
const TEN_TO_NOON = {
  start: new Date('2026-11-28T04:30:00Z'),
  end: new Date('2026-11-28T06:30:00Z'),
};

afterEach(() => {
  speakThrough({ language: () => 'en', say: () => undefined });
});

describe('formatVisitWindow', () => {
  it.each<[Language, string]>([
    ['en', '10 am – 12 pm'],
    ['hi', '10 am – 12 pm'],
    ['te', '10 AM – 12 PM'],
  ])('in %s, a line may break before the hours, never inside "%s"', (language, hours) => {
    speakThrough({ language: () => language, say: () => undefined });

    const text = formatVisitWindow(TEN_TO_NOON);

    const unbreakable = hours.replaceAll(' ', '\u00a0').replace('–', '–\u2060');
    expect(text).toContain(unbreakable);
    expect(text.replace(unbreakable, '')).toMatch(/ /);
  });
});

describe('formatWindowHours', () => {
  it.each(LANGUAGES)('in %s, the hours may wrap after the dash, not before it', (language) => {
    speakThrough({ language: () => language, say: () => undefined });

    const text = formatWindowHours(TEN_TO_NOON);

    expect(text).toMatch(/^10\s(am|AM)\u00a0–\s12\s(pm|PM)$/u);
    expect(text).toMatch(/–[ \u2009]/u);
  });
});
