import { describe, expect, it } from 'vitest';
import { vitalsReport } from '../../../../src/adapters/vitals/vitalsReport';

const HOME_IN_HINDI = { route: '/', language: 'hi', connection: '4g' };

describe('vitalsReport (what a field measurement sends)', () => {
  it('sends the metric with its route, language and connection', () => {
    const report = vitalsReport(
      { name: 'LCP', value: 1234.5678, rating: 'good', navigationType: 'navigate' },
      HOME_IN_HINDI,
    );

    expect(report).toEqual({
      name: 'LCP',
      value: 1234.6,
      rating: 'good',
      navigationType: 'navigate',
      route: '/',
      language: 'hi',
      connection: '4g',
      phases: {},
    });
  });

  it("keeps the attribution's phases and target, and nothing else of it", () => {
    const report = vitalsReport(
      {
        name: 'LCP',
        value: 1500,
        rating: 'good',
        attribution: {
          target: 'h1.hero__title',
          url: 'https://gharseva.in/icons/ac.svg?customer=101',
          timeToFirstByte: 400,
          resourceLoadDelay: 0,
          elementRenderDelay: 1100.04,
          lcpEntry: { element: { textContent: 'Priya Sharma' } },
          navigationEntry: { name: 'https://gharseva.in/my-bookings-info/5004' },
        },
      },
      HOME_IN_HINDI,
    );

    expect(report.target).toBe('h1.hero__title');
    expect(report.phases).toEqual({
      timeToFirstByte: 400,
      resourceLoadDelay: 0,
      elementRenderDelay: 1100,
    });
    expect(JSON.stringify(report)).not.toMatch(/Priya|5004|customer/);
  });

  it('keeps a layout shift to four decimals', () => {
    const report = vitalsReport({ name: 'CLS', value: 0.0123456, rating: 'good' }, HOME_IN_HINDI);

    expect(report.value).toBe(0.0123);
  });
});
