import { describe, expect, it } from 'vitest';
import { businessFromEnv, configFromEnv } from '../../../src/app/config';
import { settingProblems } from '../../../src/app/settingProblems';

describe('the support line and GST of a deployment', () => {
  it("is the demo's fictional number for both Call and WhatsApp, and CGST + SGST, when unset", () => {
    const { support, gst } = businessFromEnv({});

    expect(support.phoneDisplay).toBe('+91 40 4567 8900');
    expect(support.whatsappHref('')).toBe('https://wa.me/914045678900?text=');
    expect(gst).toEqual({ mode: 'intra-state' });
  });

  it('takes the numbers, the GST mode and the GSTIN the build is given', () => {
    const { support, gst } = businessFromEnv({
      VITE_SUPPORT_PHONE: '+91 40 2345 6789',
      VITE_SUPPORT_WHATSAPP: '+91 98480 12345',
      VITE_GST_MODE: 'inter-state',
      VITE_GSTIN: '27aapfu0939f1zv',
    });

    expect(support.callHref).toBe('tel:+914023456789');
    expect(support.whatsappHref('')).toBe('https://wa.me/919848012345?text=');
    expect(gst).toEqual({ mode: 'inter-state', gstin: '27AAPFU0939F1ZV' });
  });

  it('writes to WhatsApp on the support number when only that is given', () => {
    const { support } = businessFromEnv({ VITE_SUPPORT_PHONE: '+91 40 2345 6789' });

    expect(support.whatsappHref('')).toBe('https://wa.me/914023456789?text=');
  });

  it('is the same in HTTP mode', () => {
    const config = configFromEnv({
      VITE_API_BASE_URL: 'https://api.example.in/api/',
      VITE_GST_MODE: 'inter-state',
    });

    expect(config.gst).toEqual({ mode: 'inter-state' });
    expect(config.support.phoneDisplay).toBe('+91 40 4567 8900');
  });
});

describe('settingProblems', () => {
  it('finds none in sound settings, or in none at all', () => {
    expect(settingProblems({})).toEqual([]);
    expect(
      settingProblems({
        VITE_SUPPORT_PHONE: '+91 40 2345 6789',
        VITE_SUPPORT_WHATSAPP: '+91-98480-12345',
        VITE_GST_MODE: 'intra-state',
        VITE_GSTIN: '29AAGCB7383J1Z4',
      }),
    ).toEqual([]);
  });

  it.each([
    ['VITE_SUPPORT_PHONE', '040 4567 8900', 'VITE_SUPPORT_PHONE: "040 4567 8900" is not a number'],
    [
      'VITE_SUPPORT_WHATSAPP',
      '98480 12345',
      'VITE_SUPPORT_WHATSAPP: "98480 12345" is not a number',
    ],
    ['VITE_GST_MODE', 'igst', 'VITE_GST_MODE: "igst" is neither intra-state nor inter-state'],
    ['VITE_GSTIN', '27AAPFU0939F1ZX', 'VITE_GSTIN: "27AAPFU0939F1ZX" is not a GSTIN'],
  ])('names %s when it is not one: %s', (name, value, problem) => {
    expect(settingProblems({ [name]: value })).toEqual([expect.stringContaining(problem)]);
  });
});
