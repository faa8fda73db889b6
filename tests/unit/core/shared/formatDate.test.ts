import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/core/shared/formatDate';

const IST = 'Asia/Kolkata';

describe('formatDate', () => {
  it('shows an en-US short date with time in the given time zone', () => {
    // 05:00 UTC is 10:30 in India; ICU may put a narrow no-break space before AM.
    expect(formatDate(new Date('2026-05-12T05:00:00Z'), IST)).toMatch(/^5\/12\/26, 10:30\sAM$/);
  });

  it('shows an afternoon time with PM', () => {
    expect(formatDate(new Date('2026-01-03T09:15:00Z'), IST)).toMatch(/^1\/3\/26, 2:45\sPM$/);
  });

  it('moves to the next day when the time zone is past midnight', () => {
    expect(formatDate(new Date('2026-12-31T20:00:00Z'), IST)).toMatch(/^1\/1\/27, 1:30\sAM$/);
  });

  it("uses the viewer's time zone when none is given", () => {
    const date = new Date('2026-05-12T05:00:00Z');
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

    expect(formatDate(date)).toBe(formatDate(date, viewerZone));
  });
});
