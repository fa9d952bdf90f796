import { dateFormat } from '@atelier/common';

const shortMonth = dateFormat({ month: 'short', timeZone: 'UTC' });
const monthAndYear = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" → "Mar" (short) or "March 2026" (long); the api's months are UTC calendar months. */
export function monthLabel(month: string, length: 'short' | 'long'): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, index! - 1, 1));
  return length === 'short' ? shortMonth(date) : monthAndYear(date);
}
