import {
  firstName,
  formatCurrency,
  formatDate,
  formatDay,
  formatMemberSince,
  initials,
  todayAsDay,
  truncate,
} from './index';

describe('formatters', () => {
  it('formats US dollars in en-US from numbers and two-decimal strings', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency('12.50')).toBe('$12.50');
    expect(formatCurrency('0')).toBe('$0.00');
    expect(formatCurrency(null)).toBe('$0.00');
    expect(formatCurrency('not a number')).toBe('$0.00');
  });

  it('formats dates with a short month', () => {
    expect(formatDate(new Date(2026, 10, 23, 12))).toBe('Nov 23, 2026');
    expect(formatDate('garbage')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('formats a calendar day as that day, and today as the api takes a day', () => {
    expect(formatDay('2026-12-03')).toBe('Dec 3, 2026');
    expect(formatDay('not a day')).toBe('');
    expect(todayAsDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('formats member-since as month and year', () => {
    expect(formatMemberSince(new Date(2026, 10, 23, 12))).toBe('November 2026');
  });

  it('takes the first letters of up to two words, uppercase', () => {
    expect(initials('avery lynn shopper')).toBe('AL');
    expect(initials('  Casey   ')).toBe('C');
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
  });

  it('truncates past 50 characters to 47 plus an ellipsis', () => {
    const fifty = 'x'.repeat(50);
    expect(truncate(fifty)).toBe(fifty);
    const long = 'y'.repeat(51);
    expect(truncate(long)).toBe(`${'y'.repeat(47)}...`);
    expect(truncate(long)).toHaveLength(50);
    expect(truncate(undefined)).toBe('');
  });

  it('takes the first name of a display name', () => {
    expect(firstName('Avery Lynn')).toBe('Avery');
  });
});
