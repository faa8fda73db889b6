import { describe, expect, it } from 'vitest';
import { termsFromEnv } from '../../../../src/app/businessTerms';
import { SupportLine } from '../../../../src/core/shared/SupportLine';
import { EXTENSIONS } from '../../../../src/core/shared/Extensions';
import { PolicyPages } from '../../../../src/presenters/policies/PolicyPages';
import { accountAgreement } from '../../../../src/presenters/policies/accountAgreement';
import { OWN_BUSINESS_TERMS } from '../../../support/ownBusinessTerms';

const support = new SupportLine('+91 40 4567 8900', '+91 40 4567 8900');
const demoPages = () => new PolicyPages(termsFromEnv({}), support, new Set(EXTENSIONS));
const ownPages = () =>
  new PolicyPages(termsFromEnv(OWN_BUSINESS_TERMS), support, new Set(EXTENSIONS));

describe('PolicyPages', () => {
  it("marks the demo's example facts on each page that states them", () => {
    const pages = demoPages();

    expect(pages.cancellation.examples?.body).toBe(
      'These facts below are examples: the free cancellation time and the fee, the refund time, when a technician is assigned, how late is too late. A real deployment sets its own.',
    );
    expect(pages.privacy.examples?.body).toContain(
      'the company’s legal name, the grievance officer',
    );
    expect(pages.termsOfService.examples).toBeDefined();
    expect(pages.help.examples).toBeDefined();
  });

  it('drops the mark once a deployment sets its own facts', () => {
    const pages = ownPages();

    expect(pages.cancellation).not.toHaveProperty('examples');
    expect(pages.termsOfService).not.toHaveProperty('examples');
    expect(pages.privacy).not.toHaveProperty('examples');
    expect(pages.help).not.toHaveProperty('examples');
  });

  it("states the deployment's cancellation window, fee, refund days and lateness", () => {
    const cost = ownPages().cancellation.sections.find((section) => section.id === 'cost');
    const refunds = ownPages().cancellation.sections.find((section) => section.id === 'refunds');

    expect(cost?.paragraphs.slice(0, 2)).toEqual([
      'Cancelling is free until 6 hours before the visit. After that, the fee is ₹150.00.',
      'It is free at any time if we have not assigned a technician 3 hours before the visit, or if your technician is more than 45 minutes late.',
    ]);
    expect(refunds?.paragraphs[0]).toContain('within 3–5 working days');
  });

  it('says cancelling is free until work begins when the deployment charges no fee', () => {
    const pages = new PolicyPages(
      termsFromEnv({ ...OWN_BUSINESS_TERMS, VITE_CANCELLATION_FEE_RUPEES: '0' }),
      support,
      new Set(EXTENSIONS),
    );

    expect(pages.cancellation.sections.find((section) => section.id === 'cost')).toMatchObject({
      paragraphs: ['Cancelling is free until work begins.'],
    });
  });

  it('names the data fiduciary and the grievance officer with ways to reach them', () => {
    const privacy = ownPages().privacy;

    expect(privacy.lead).toContain('Example Homecare Private Limited is the data fiduciary');
    expect(privacy.officer).toEqual({
      label: 'Grievance officer',
      name: 'Ayesha Siddiqui',
      email: 'grievance@example.in',
      emailHref: 'mailto:grievance@example.in',
      phone: '+91 40 2345 6790',
      phoneHref: 'tel:+914023456790',
    });
  });

  it('answers the ten questions customers ask most, in order', () => {
    expect(demoPages().help.questions.map((question) => question.id)).toEqual([
      'when',
      'who',
      'change',
      'cancel',
      'refund',
      'pay',
      'warranty',
      'safety',
      'prices',
      'parts',
    ]);
  });

  it('answers by what the backend offers: a time chosen online, or agreed on a call', () => {
    const withSlots = demoPages().help.questions[0]?.paragraphs[0];
    const without = new PolicyPages(termsFromEnv({}), support, new Set()).help.questions[0]
      ?.paragraphs[0];

    expect(withSlots).toBe(
      'At the visit time you chose when booking, shown on your booking. We assign your technician at least 2 hours before the visit.',
    );
    expect(without).toBe(
      'Our team calls you to agree a time for the visit, and assigns your technician at least 2 hours before it.',
    );
  });
});

describe('accountAgreement', () => {
  it('puts the terms and the privacy notice as links where the sentence names them', () => {
    expect(accountAgreement().parts).toEqual([
      { text: 'By creating an account, you agree to our ' },
      { label: 'Terms of service', href: '/terms' },
      { text: ' and ' },
      { label: 'Privacy notice', href: '/privacy' },
      { text: '.' },
    ]);
  });
});
