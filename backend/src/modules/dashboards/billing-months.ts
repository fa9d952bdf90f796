/** How many calendar months the shopper's money card charts, the current one last. */
export const CHARTED_MONTHS = 6;

export interface BillingMonth {
  /** "2026-03" */
  month: string;
  start: Date;
  end: Date;
}

/**
 * The last CHARTED_MONTHS calendar months up to the one `now` falls in, oldest first, in UTC
 * (the timezone every timestamp is stored in): each from its first instant to the next
 * month's.
 */
export function billingMonths(now: Date): BillingMonth[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: CHARTED_MONTHS }, (_, index) => {
    const offset = index - (CHARTED_MONTHS - 1);
    const start = new Date(Date.UTC(year, month + offset, 1));
    const end = new Date(Date.UTC(year, month + offset + 1, 1));
    return { month: start.toISOString().slice(0, 7), start, end };
  });
}
