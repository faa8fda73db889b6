import { describe, expect, it } from 'vitest';
import { countLabel } from '../../../../src/core/shared/countLabel';

describe('countLabel', () => {
  it('uses the singular noun for one (1 booking)', () => {
    expect(countLabel(1, 'booking')).toBe('1 booking');
  });

  it('uses the plural noun for two (2 bookings)', () => {
    expect(countLabel(2, 'booking')).toBe('2 bookings');
  });

  it('uses the plural noun for zero (0 services)', () => {
    expect(countLabel(0, 'service')).toBe('0 services');
  });

  it('uses an irregular plural when one is given', () => {
    expect(countLabel(3, 'entry', 'entries')).toBe('3 entries');
  });
});
