import { billingMonths } from './billing-months';

describe('billingMonths', () => {
  it('gives the six calendar months up to the current one, across a new year, oldest first', () => {
    const months = billingMonths(new Date('2026-02-14T08:00:00Z'));
    expect(months.map((entry) => entry.month)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(months[5]).toEqual({
      month: '2026-02',
      start: new Date('2026-02-01T00:00:00.000Z'),
      end: new Date('2026-03-01T00:00:00.000Z'),
    });
  });

  it('counts the first instant of a month in that month, in UTC', () => {
    const months = billingMonths(new Date('2026-03-01T00:00:00.000Z'));
    expect(months[5]!.month).toBe('2026-03');
    expect(months[4]!.end).toEqual(months[5]!.start);
  });
});
