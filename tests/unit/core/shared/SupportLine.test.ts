import { describe, expect, it } from 'vitest';
import { isInternationalNumber, SupportLine } from '../../../../src/core/shared/SupportLine';

describe('SupportLine', () => {
  const line = new SupportLine('+91 40 4567 8900', '+91 90000-12345');

  it('shows the number to call as the deployment writes it', () => {
    expect(line.phoneDisplay).toBe('+91 40 4567 8900');
  });

  it('dials the number with its country code and no spaces', () => {
    expect(line.callHref).toBe('tel:+914045678900');
  });

  it('opens WhatsApp on its own number, the message already typed and escaped', () => {
    expect(line.whatsappHref('Hello, booking GS-26131-5006 (Geyser & Fans)?')).toBe(
      'https://wa.me/919000012345?text=Hello%2C%20booking%20GS-26131-5006%20(Geyser%20%26%20Fans)%3F',
    );
  });

  it('carries Telugu and Hindi text to WhatsApp intact', () => {
    const href = line.whatsappHref('నమస్తే, बुकिंग');

    expect(new URL(href).searchParams.get('text')).toBe('నమస్తే, बुकिंग');
  });
});

describe('isInternationalNumber', () => {
  it.each(['+91 40 4567 8900', '+91-98765-43210', '+919876543210', ' +44 20 7946 0000 '])(
    'takes %s',
    (text) => {
      expect(isInternationalNumber(text)).toBe(true);
    },
  );

  it.each([
    ['no +', '91 40 4567 8900'],
    ['a leading zero', '+091 40 4567 8900'],
    ['too short', '+91 4567'],
    ['more than 15 digits', '+91 40 4567 8900 1234'],
    ['letters', '+91 40 GHAR SEVA'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(isInternationalNumber(text)).toBe(false);
  });
});
