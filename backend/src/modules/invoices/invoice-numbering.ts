import type { EntityManager } from 'typeorm';
import { Invoice } from './entities/invoice.entity';

/**
 * Invoice numbers run per shopper and per year: INV-2026-0001, INV-2026-0002, ... (at least
 * four digits; the 10000th is INV-2026-10000). Voided invoices keep their numbers, so a number
 * is never reused. Two invoices created at once may pick the same next number: the unique
 * index UQ_invoices_shopper_number refuses the second, and the caller retries.
 */

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The number after `latest` (the highest of the year, or null for the first of the year). */
export function followingInvoiceNumber(latest: string | null, year: number): string {
  const sequence = latest === null ? 0 : Number(latest.slice(`INV-${year}-`.length));
  if (!Number.isSafeInteger(sequence)) throw new Error(`Unexpected invoice number ${latest}`);
  return formatInvoiceNumber(year, sequence + 1);
}

/** The shopper's next number for the year of `now` (UTC). */
export async function nextInvoiceNumber(manager: EntityManager, shopperId: string, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const latest = await manager
    .getRepository(Invoice)
    .createQueryBuilder('invoice')
    .select('invoice.invoiceNumber', 'invoiceNumber')
    .where('invoice.shopperId = :shopperId', { shopperId })
    .andWhere('invoice.invoiceNumber LIKE :prefix', { prefix: `INV-${year}-%` })
    // Longer is larger once the sequence outgrows four digits.
    .orderBy('LENGTH(invoice.invoiceNumber)', 'DESC')
    .addOrderBy('invoice.invoiceNumber', 'DESC')
    .limit(1)
    .getRawOne<{ invoiceNumber: string }>();
  return followingInvoiceNumber(latest?.invoiceNumber ?? null, year);
}
