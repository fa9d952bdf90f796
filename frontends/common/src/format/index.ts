/**
 * Display formats (docs/product-rules.md, "Formats and timings"): US dollars in en-US, short-month
 * dates, member-since month and year, initials, truncation at 50 characters, and the labels of
 * option codes.
 */

export { optionCode, optionLabel, optionListLabel } from './option-labels';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50". Accepts the api's two-decimal strings ("12.50") and numbers; blank is "$0.00". */
export function formatCurrency(amount: string | number | null | undefined): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  return usd.format(Number.isFinite(value) ? value : 0);
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An en-US date format, made at its first use and kept: making an Intl format costs far more
 * than using one (toLocaleDateString with options makes one per call), and a list formats a
 * date per row on a phone's first render.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(date);
}

const shortDate = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const shortDateTime = dateFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const monthAndYear = dateFormat({ month: 'long', year: 'numeric' });

/** "Nov 23, 2026"; an unreadable date gives "". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  return date ? shortDate(date) : '';
}

/**
 * A calendar day the api sends as "2026-12-03" (a payment's date), on that day wherever the
 * reader is: read as a UTC instant it would show the day before west of Greenwich.
 */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return '';
  return shortDate(new Date(year, month - 1, day));
}

/** Today on the reader's calendar, as the api takes a day: "2026-12-03". */
export function todayAsDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Nov 23, 2026, 3:04 PM" (invite codes show the creation time too). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  return date ? shortDateTime(date) : '';
}

/** "November 2026" (the shopper's "Member Since"). */
export function formatMemberSince(value: string | number | Date | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  return date ? monthAndYear(date) : '';
}

/** First letters of up to two words of the display name, uppercase: "avery lynn shopper" → "AL". */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export const TRUNCATE_AT = 50;

/** Text longer than `max` (50) becomes its first max-3 characters plus "...". */
export function truncate(text: string | null | undefined, max = TRUNCATE_AT): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max - 3)}...` : value;
}

/** The first word of a display name (the header on small screens). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
