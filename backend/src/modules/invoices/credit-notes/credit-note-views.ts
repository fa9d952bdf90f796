import { feeInclusiveLineTotal } from '@atelier/billing';
import type {
  ClientCreditNoteDto,
  ClientCreditNoteLineDto,
  CreditNoteDto,
  CreditNoteLineDto,
} from './dto/credit-note-view.dto';
import type { CreditNote } from './entities/credit-note.entity';
import type { CreditNoteLine } from './entities/credit-note-line.entity';

/** A credit note with its lines and their items' names. */
export type NamedCreditNote = Omit<CreditNote, 'lines'> & { lines: (CreditNoteLine & { item: { name: string } })[] };

/* As for invoices, the client's shape is built from nothing, never by removing the shopper's fields. */

export function toShopperCreditNote(note: NamedCreditNote): CreditNoteDto {
  return {
    ...noteFields(note),
    subtotal: note.subtotal,
    serviceFee: note.serviceFee,
    lines: note.lines.map(
      (line): CreditNoteLineDto => ({
        ...lineFields(line),
        unitPrice: line.unitPrice,
        feePct: line.feePct,
        lineTotal: line.lineTotal,
        lineServiceFee: line.lineServiceFee,
      }),
    ),
  };
}

export function toClientCreditNote(note: NamedCreditNote): ClientCreditNoteDto {
  return {
    ...noteFields(note),
    subtotal: feeInclusiveLineTotal({ lineTotal: note.subtotal, lineServiceFee: note.serviceFee }),
    lines: note.lines.map(
      (line): ClientCreditNoteLineDto => ({ ...lineFields(line), lineTotal: feeInclusiveLineTotal(line) }),
    ),
  };
}

function noteFields(note: NamedCreditNote) {
  return {
    id: note.id,
    invoiceId: note.invoiceId,
    number: note.creditNoteNumber,
    reason: note.reason,
    taxes: note.taxes,
    total: note.total,
    createdAt: note.createdAt,
  };
}

function lineFields(line: NamedCreditNote['lines'][number]) {
  return { id: line.id, itemId: line.itemId, name: line.item.name, quantity: line.quantity };
}
