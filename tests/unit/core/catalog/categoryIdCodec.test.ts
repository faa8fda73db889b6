import { describe, expect, it } from 'vitest';
import { decodeCategoryId, encodeCategoryId } from '../../../../src/core/catalog/categoryIdCodec';

describe('encodeCategoryId', () => {
  it('writes category 3 as the base64 text "Mw=="', () => {
    expect(encodeCategoryId(3)).toBe('Mw==');
  });

  it('writes a two-digit id as base64 of its digits', () => {
    expect(encodeCategoryId(12)).toBe(btoa('12'));
  });
});

describe('decodeCategoryId', () => {
  it('reads "Mw==" as category 3', () => {
    expect(decodeCategoryId('Mw==')).toBe(3);
  });

  it.each([1, 6, 12, 305, 987654321])('gives back category %i after encoding it', (id) => {
    expect(decodeCategoryId(encodeCategoryId(id))).toBe(id);
  });

  it('reads a percent-encoded parameter ("Mw%3D%3D") as category 3', () => {
    expect(decodeCategoryId('Mw%3D%3D')).toBe(3);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty parameter', ''],
    ['text with a character outside base64', 'abc!'],
    ['broken percent-encoding', '%%%'],
    ['base64 without its padding', 'Mw'],
    ['base64 of a single character too long', 'M'],
    ['base64 of text that is not a number', btoa('x1')],
    ['base64 of a negative number', btoa('-3')],
    ['base64 of a decimal number', btoa('1.5')],
    ['base64 of a number too long to be an id', btoa('1234567890123456')],
  ])('reads %s as category 0', (_name, param) => {
    expect(decodeCategoryId(param)).toBe(0);
  });

  it('reads base64 of 0 as category 0', () => {
    expect(decodeCategoryId(encodeCategoryId(0))).toBe(0);
  });
});
