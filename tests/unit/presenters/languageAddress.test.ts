import { describe, expect, it } from 'vitest';
import {
  addressForChoice,
  inLanguage,
  languageOfAddress,
  pageAddress,
} from '../../../src/presenters/languageAddress';

describe('each language its own address', () => {
  it('reads the language from the first segment, and English from any other', () => {
    expect(languageOfAddress('/te/service/MQ==')).toBe('te');
    expect(languageOfAddress('/hi')).toBe('hi');
    expect(languageOfAddress('/hi?search')).toBe('hi');
    expect(languageOfAddress('/cart')).toBe('en');
    expect(languageOfAddress('/history')).toBe('en');
    expect(languageOfAddress('/en/cart')).toBe('en');
  });

  it("gives the page's address as the route table writes it", () => {
    expect(pageAddress('/te/service/MQ==')).toBe('/service/MQ==');
    expect(pageAddress('/hi')).toBe('/');
    expect(pageAddress('/hi/')).toBe('/');
    expect(pageAddress('/hi?search')).toBe('/?search');
    expect(pageAddress('/cart')).toBe('/cart');
  });

  it('moves a page to another language, keeping its query and anchor', () => {
    expect(inLanguage('/my-bookings-info?bookingId=5004#help', 'te')).toBe(
      '/te/my-bookings-info?bookingId=5004#help',
    );
    expect(inLanguage('/te/my-bookings-info?bookingId=5004', 'hi')).toBe(
      '/hi/my-bookings-info?bookingId=5004',
    );
    expect(inLanguage('/hi/cart', 'en')).toBe('/cart');
    expect(inLanguage('/', 'te')).toBe('/te');
    expect(inLanguage('/?search', 'hi')).toBe('/hi?search');
    expect(inLanguage('/te/', 'en')).toBe('/');
    expect(inLanguage('/te', 'hi')).toBe('/hi');
  });

  it('moves an English address opened afresh to the language she chose', () => {
    expect(addressForChoice('/cart?x=1', 'te')).toBe('/te/cart?x=1');
  });

  it('opens an address as it is when she chose English, chose nothing, or it is in another language', () => {
    expect(addressForChoice('/cart', 'en')).toBeUndefined();
    expect(addressForChoice('/cart', null)).toBeUndefined();
    expect(addressForChoice('/cart', 'fr')).toBeUndefined();
    expect(addressForChoice('/hi/cart', 'te')).toBeUndefined();
  });
});
