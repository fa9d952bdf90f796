import { formatMessageTime } from './message-time';

const now = new Date(2026, 5, 15, 18, 0); // Jun 15, 2026, 6:00 PM local time

it('shows only the time for a message sent today', () => {
  expect(formatMessageTime(new Date(2026, 5, 15, 9, 5).toISOString(), now)).toBe('9:05 AM');
});

it('adds the short date for an earlier day of this year', () => {
  expect(formatMessageTime(new Date(2026, 5, 14, 23, 59).toISOString(), now)).toBe('Jun 14, 11:59 PM');
});

it('adds the year for an earlier year', () => {
  expect(formatMessageTime(new Date(2025, 10, 23, 15, 4).toISOString(), now)).toBe('Nov 23, 2025, 3:04 PM');
});

it('gives an empty string for an unreadable date', () => {
  expect(formatMessageTime('not a date', now)).toBe('');
});
