import { describe, expect, it } from 'vitest';
import { businessFromEnv, configFromEnv } from '../../../src/app/config';
import { termsFromEnv } from '../../../src/app/businessTerms';
import { settingProblems } from '../../../src/app/settingProblems';
import { OWN_BUSINESS_TERMS } from '../../support/ownBusinessTerms';

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

describe('the business facts of a deployment', () => {
  it("are the demo's, each marked as an example, when unset", () => {
    const terms = termsFromEnv({});

    expect(terms).toMatchObject({
      legalName: 'GharSeva Home Services Private Limited',
      freeCancellationHours: 4,
      cancellationFeeRupees: 100,
      refundDays: '5–7',
      technicianAssignedHours: 2,
      lateMinutes: 30,
    });
    expect(terms.examples).toEqual([
      'legalName',
      'cancellation',
      'refundDays',
      'grievanceOfficer',
      'technicianAssigned',
      'late',
    ]);
  });

  it('are the ones the build is given, and no longer examples', () => {
    const terms = termsFromEnv(OWN_BUSINESS_TERMS);

    expect(terms).toEqual({
      legalName: 'Example Homecare Private Limited',
      freeCancellationHours: 6,
      cancellationFeeRupees: 150,
      refundDays: '3–5',
      grievanceOfficer: {
        name: 'Ayesha Siddiqui',
        email: 'grievance@example.in',
        phone: '+91 40 2345 6790',
      },
      technicianAssignedHours: 3,
      lateMinutes: 45,
      examples: [],
    });
  });

  it('keep a fact an example while one of its settings is unset', () => {
    const terms = termsFromEnv({
      VITE_GRIEVANCE_OFFICER_NAME: 'Ayesha Siddiqui',
      VITE_GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
      VITE_FREE_CANCELLATION_HOURS: '6',
      VITE_CANCELLATION_FEE_RUPEES: '150',
    });

    expect(terms.examples).toContain('grievanceOfficer');
    expect(terms.examples).not.toContain('cancellation');
  });
});

describe('settingProblems of the business facts', () => {
  it.each([
    [
      'VITE_FREE_CANCELLATION_HOURS',
      '4.5',
      'is not a whole number from 1 to 168 (hours before the visit)',
    ],
    ['VITE_FREE_CANCELLATION_HOURS', '0', 'is not a whole number from 1 to 168'],
    ['VITE_CANCELLATION_FEE_RUPEES', '₹100', 'is not a whole number from 0 to 100000 (rupees'],
    ['VITE_CANCELLATION_FEE_RUPEES', '99.50', 'is not a whole number from 0 to 100000'],
    ['VITE_TECHNICIAN_ASSIGNED_HOURS', 'two', 'is not a whole number from 1 to 168'],
    ['VITE_TECHNICIAN_LATE_MINUTES', '1', 'is not a whole number from 5 to 240 (minutes)'],
    ['VITE_COMPANY_LEGAL_NAME', '4', 'is not a name'],
    ['VITE_GRIEVANCE_OFFICER_NAME', 'X', 'is not a name'],
    ['VITE_GRIEVANCE_OFFICER_EMAIL', 'grievance at gharseva.in', 'is not an e-mail address'],
    ['VITE_GRIEVANCE_OFFICER_PHONE', '040 4567 8901', 'is not a number with its country code'],
  ])('names %s when it is %s', (name, value, problem) => {
    expect(settingProblems({ [name]: value })).toEqual(
      [`${name}: "${value}" ${problem}`].map((each) => expect.stringContaining(each)),
    );
  });

  it('finds none in sound business facts', () => {
    expect(
      settingProblems({
        VITE_COMPANY_LEGAL_NAME: 'ఘర్‌సేవ Home Services Pvt. Ltd.',
        VITE_FREE_CANCELLATION_HOURS: '24',
        VITE_CANCELLATION_FEE_RUPEES: '0',
        VITE_GRIEVANCE_OFFICER_NAME: 'K. Ravi Teja',
        VITE_GRIEVANCE_OFFICER_EMAIL: 'dpo@example.co.in',
        VITE_GRIEVANCE_OFFICER_PHONE: '+91-40-23456790',
        VITE_TECHNICIAN_ASSIGNED_HOURS: '12',
        VITE_TECHNICIAN_LATE_MINUTES: '30',
      }),
    ).toEqual([]);
  });
});
