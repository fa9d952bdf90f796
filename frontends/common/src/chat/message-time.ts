import { dateFormat } from '../format';

const time = dateFormat({ hour: 'numeric', minute: '2-digit' });
const dateAndTime = dateFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateYearAndTime = dateFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * When a message was sent, as short as the chat needs: "3:04 PM" today, "Nov 23, 3:04 PM"
 * earlier this year, "Nov 23, 2025, 3:04 PM" before that. An unreadable date gives "".
 */
export function formatMessageTime(createdAt: string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) return time(date);
  return date.getFullYear() === now.getFullYear() ? dateAndTime(date) : dateYearAndTime(date);
}
