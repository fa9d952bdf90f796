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
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  if (sameDay(date, now)) return date.toLocaleTimeString('en-US', time);
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
    ...time,
  });
}
