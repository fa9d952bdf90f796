import type { EntityManager } from 'typeorm';
import { CreditNote } from './entities/credit-note.entity';

/**
 * Credit notes run per shopper, across years: CN-0001, CN-0002, … (at least four digits). Two
 * returns recorded at once may pick the same number: the unique index refuses the second and
 * the caller retries, as invoice numbering does.
 */
export function formatCreditNoteNumber(sequence: number): string {
  return `CN-${String(sequence).padStart(4, '0')}`;
}

/** The number after `latest` (null for the shopper's first). */
export function followingCreditNoteNumber(latest: string | null): string {
  const sequence = latest === null ? 0 : Number(latest.slice('CN-'.length));
  if (!Number.isSafeInteger(sequence)) throw new Error(`Unexpected credit note number ${latest}`);
  return formatCreditNoteNumber(sequence + 1);
}

export async function nextCreditNoteNumber(manager: EntityManager, shopperId: string): Promise<string> {
  const latest = await manager
    .getRepository(CreditNote)
    .createQueryBuilder('note')
    .select('note.creditNoteNumber', 'creditNoteNumber')
    .where('note.shopperId = :shopperId', { shopperId })
    // Longer is larger once the sequence outgrows four digits.
    .orderBy('LENGTH(note.creditNoteNumber)', 'DESC')
    .addOrderBy('note.creditNoteNumber', 'DESC')
    .limit(1)
    .getRawOne<{ creditNoteNumber: string }>();
  return followingCreditNoteNumber(latest?.creditNoteNumber ?? null);
}
