import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../../../src/core/shared/language';

describe('renderEnglish', () => {
  it('fills a named placeholder: "OTP sent to +91 {mobile}"', () => {
    expect(renderEnglish('OTP sent to +91 {mobile}', { mobile: '9876543210' })).toBe(
      'OTP sent to +91 9876543210',
    );
  });

  it('says "1 item" and "2 items" by the English plural rules, with # as the number', () => {
    const template = '{units, plural, one {# item} other {# items}}';
    expect(renderEnglish(template, { units: 1 })).toBe('1 item');
    expect(renderEnglish(template, { units: 2 })).toBe('2 items');
    expect(renderEnglish(template, { units: 0 })).toBe('0 items');
  });

  it('writes # as English writes a number, as Lingui does in Hindi and Telugu: "1,000 items"', () => {
    expect(renderEnglish('{units, plural, one {# item} other {# items}}', { units: 1000 })).toBe(
      '1,000 items',
    );
  });

  it('prefers an exact case: "=0 {Cart, empty}"', () => {
    const template = '{units, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}';
    expect(renderEnglish(template, { units: 0 })).toBe('Cart, empty');
    expect(renderEnglish(template, { units: 3 })).toBe('Cart, 3 items');
  });

  it('fills placeholders inside a plural case, leaving a # in a value alone', () => {
    expect(
      renderEnglish('{units, plural, one {# item. Total {total}} other {# items. Total {total}}}', {
        units: 2,
        total: '#1',
      }),
    ).toBe('2 items. Total #1');
  });

  it('picks a select case by value, else "other"', () => {
    const template = '{known, select, yes {call {contact}} other {call you}}';
    expect(renderEnglish(template, { known: 'yes', contact: '98765' })).toBe('call 98765');
    expect(renderEnglish(template, { known: 'no', contact: '' })).toBe('call you');
  });

  it('refuses a message whose value is missing', () => {
    expect(() => renderEnglish('Welcome, {name}', {})).toThrow('"name"');
  });
});
