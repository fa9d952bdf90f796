import { addDays, isOverdue, paymentTermLabel } from './payment-terms';

describe('payment terms', () => {
  it('counts days on the calendar, across months, years and leap days', () => {
    expect(addDays('2026-12-03', 7)).toBe('2026-12-10');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-25', 4)).toBe('2028-02-29');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('is overdue from the day after the due date', () => {
    expect(isOverdue('2026-12-10', '2026-12-10')).toBe(false);
    expect(isOverdue('2026-12-10', '2026-12-11')).toBe(true);
    expect(isOverdue(null, '2026-12-11')).toBe(false);
  });

  it('names each term', () => {
    expect(paymentTermLabel(0)).toBe('Due on receipt');
    expect(paymentTermLabel(14)).toBe('Within 14 days');
  });
});
